import { htmlDom } from '@/lib/html-dom';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Fits API HTML under a page whose banner already holds the title: drops a leading heading
 * that only repeats it (SafeHtml's `headingsFrom` moves the other headings under the page's).
 * The result still goes through <SafeHtml>; parsing here runs no scripts and loads nothing (an
 * inert document).
 */
export function readableHtml(html: string, pageTitle: string) {
  const dom = htmlDom();
  if (!html.trim() || !dom) return '';
  const doc = new dom.DOMParser().parseFromString(html, 'text/html');
  const first = doc.body.firstElementChild;
  if (
    first &&
    /^H[1-3]$/.test(first.tagName) &&
    normalise(first.textContent ?? '') === normalise(pageTitle)
  ) {
    first.remove();
  }
  return doc.body.innerHTML;
}
