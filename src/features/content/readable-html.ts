const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Fits API HTML under a page whose banner already holds the h1: drops a leading heading
 * that only repeats the page title, and turns any h1 into an h2. The result still goes
 * through <SafeHtml>; parsing here runs no scripts and loads nothing (an inert document).
 */
export function readableHtml(html: string, pageTitle: string) {
  if (!html.trim()) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const first = doc.body.firstElementChild;
  if (
    first &&
    /^H[1-3]$/.test(first.tagName) &&
    normalise(first.textContent ?? '') === normalise(pageTitle)
  ) {
    first.remove();
  }
  doc.body.querySelectorAll('h1').forEach((heading) => {
    const h2 = doc.createElement('h2');
    h2.innerHTML = heading.innerHTML;
    heading.replaceWith(h2);
  });
  return doc.body.innerHTML;
}
