import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo, type ElementType } from 'react';
import { htmlDom } from '@/lib/html-dom';
import { safeUrl } from '@/lib/safe-url';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type SafeHtmlProps = {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  /**
   * Where the content's own headings start, under the page's: its highest becomes this level
   * and the others keep their steps below it (h6 at most). Without it they stay as written.
   */
  headingsFrom?: HeadingLevel;
};

let purifier: Purifier | null = null;

// Made and configured once: `sanitize(html, config)` parses its config again on every call,
// about half the cost of sanitising a short description (a carousel's worth is a long task).
function configuredPurifier(dom: Window & typeof globalThis) {
  if (purifier) return purifier;
  // In the browser DOMPurify itself; in the prerender one made over its DOM.
  const made = typeof window === 'undefined' ? DOMPurify(dom) : DOMPurify;
  purifier = made;
  made.setConfig({
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      // Motion and sound that ignore reduced motion, and a box that floats over the page.
      'marquee',
      'video',
      'audio',
      'dialog',
    ],
    FORBID_ATTR: [
      // An inline style, or one of the shop's own classes (the intro is fixed over the
      // whole page), could cover the page with a fake form or link.
      'style',
      'class',
      // The page's own focus order, keys and layers are not the content's to change.
      'tabindex',
      'accesskey',
      'autofocus',
      'autoplay',
      'inert',
      'popover',
      'popovertarget',
      // Nor the page's accessibility tree: a role or aria-hidden could hide or rename its controls.
      'role',
    ],
    ALLOW_ARIA_ATTR: false,
    // Ids become user-content-…: none can clobber the shop's own (#main, the icons' #icon-…).
    SANITIZE_NAMED_PROPS: true,
    // DOMPurify's own check of URL attributes, narrowed to http(s) and relative; the hook below
    // applies safeUrl, the one check of every URL from the API, to src, href and srcset.
    ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
  made.addHook('afterSanitizeAttributes', (node) => {
    // Every URL passes the one check every URL from the API passes (no data:, mailto: either).
    for (const name of ['src', 'href']) {
      if (node.hasAttribute(name) && !safeUrl(node.getAttribute(name))) node.removeAttribute(name);
    }
    // DOMPurify checks a srcset as one string; each of its pictures must pass on its own.
    const srcset = node.getAttribute('srcset');
    // Each candidate is "url [descriptor]"; a URL holding a comma (data:) fails in pieces.
    const urls = srcset?.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]) ?? [];
    if (srcset !== null && !urls.filter(Boolean).every((url) => safeUrl(url) !== null)) {
      node.removeAttribute('srcset');
    }
    // A picture the content gives no text for is read as decoration, not by its file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    // Links that leave the site must not get a handle on this window.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      const { location } = dom;
      let external = false;
      try {
        external = new URL(href, location.href).origin !== location.origin;
      } catch {
        external = false;
      }
      if (external) {
        node.setAttribute('rel', 'noopener noreferrer');
        node.setAttribute('target', '_blank');
      }
    }
  });
  return made;
}

/**
 * Moves the headings of `html` down so the highest is `from`, keeping their steps. Done before
 * sanitising, on the untrusted markup in an inert template (nothing in it runs or loads), so
 * what DOMPurify returns is what the page gets.
 */
function levelHeadings(document: Document, html: string, from: HeadingLevel) {
  // Most content has no heading at all: it costs no second parse.
  if (!/<h[1-6]/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levelOf = (heading: Element) => Number(heading.tagName[1]);
  const shift = from - Math.min(...headings.map(levelOf));
  if (headings.length === 0 || shift <= 0) return html;
  for (const heading of headings) {
    const moved = document.createElement(`h${Math.min(6, levelOf(heading) + shift)}`);
    for (const { name, value } of heading.attributes) moved.setAttribute(name, value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return template.innerHTML;
}

/**
 * `compute` with its answers kept for the last inputs: a carousel mounts each slide again
 * (slick, its clones), and a page's meta description is worked out on every render.
 */
function remembered(compute: (input: string) => string) {
  const answers = new Map<string, string>();
  return (input: string) => {
    let answer = answers.get(input);
    if (answer === undefined) {
      answer = compute(input);
      if (answers.size >= 200) answers.delete(answers.keys().next().value!);
      answers.set(input, answer);
    }
    return answer;
  };
}

const sanitise = remembered((html) => {
  const dom = htmlDom();
  return dom ? configuredPurifier(dom).sanitize(html) : '';
});

export function sanitizeHtml(html: string | null | undefined, headingsFrom?: HeadingLevel): string {
  // Without a DOM nothing can be sanitised, so nothing shows.
  const dom = htmlDom();
  if (!html || !dom) return '';
  return sanitise(headingsFrom ? levelHeadings(dom.document, html, headingsFrom) : html);
}

const textOf = remembered((html) => {
  const dom = htmlDom();
  if (!dom) return '';
  const doc = new dom.DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
});

/** Turns API HTML into plain text (for excerpts and meta descriptions). */
export function htmlToText(html: string | null | undefined): string {
  return html ? textOf(html) : '';
}

/** The one place API HTML is rendered: sanitised with DOMPurify, never altered afterwards. */
export function SafeHtml({ html, as: Tag = 'div', className, headingsFrom }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, headingsFrom), [html, headingsFrom]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
