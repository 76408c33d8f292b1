import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';

type SafeHtmlProps = {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
};

let hooksInstalled = false;

function installLinkHook() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // Links that leave the site must not get a handle on this window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      let external = false;
      try {
        external = new URL(href, window.location.href).origin !== window.location.origin;
      } catch {
        external = false;
      }
      if (external) {
        node.setAttribute('rel', 'noopener noreferrer');
        node.setAttribute('target', '_blank');
      }
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  // Without a DOM (the prerendered shell, built in Node) nothing can be sanitised: nothing shows.
  if (!html || !DOMPurify.isSupported) return '';
  installLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    // An inline style can cover the page (position:fixed; inset:0) with a fake form or link.
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

/** Turns API HTML into plain text (for excerpts and meta descriptions). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The one place API HTML is rendered: sanitised with DOMPurify, never altered afterwards. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
