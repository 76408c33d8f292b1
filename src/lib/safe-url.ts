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
