/**
 * URLs from the API (images, links) may only be http(s) or relative. Anything else
 * (javascript:, data:, vbscript:, ...) becomes null.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (!trimmed) return null;
  // Strip characters browsers ignore inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const normalised = trimmed.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalised);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    return name === 'http' || name === 'https' ? trimmed : null;
  }
  // Protocol-relative URLs are allowed (they inherit https on the live site).
  return trimmed;
}

/** A tel: link for a phone number as the API or settings write it ('+91 98765 43210'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A mailto: link for an address from the API, or null when it is not a plain address: in a
 * mailto: URL a `?` or `&` would add recipients, a subject or a body.
 */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(address) ? `mailto:${address}` : null;
}
