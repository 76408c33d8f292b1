/**
 * Renders each prerendered page at build time: React Router's prerendering calls it once per
 * route of react-router.config.ts, and once for the fallback of every other path. Each page
 * carries its Content-Security-Policy, with the hashes of its own inline scripts.
 */
import { JSDOM } from 'jsdom';
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router-dom';
import { setPrerenderDom } from '@/lib/html-dom';
import { withContentSecurityPolicy } from '../../scripts/security-headers.ts';

// API HTML in a prerendered page (a product's description) is sanitised as in the browser, on
// jsdom's DOM: Node has none.
setPrerenderDom(new JSDOM('').window as unknown as Window & typeof globalThis);

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  // React's static prerender waits for every part that loads lazily. Each is written in its
  // place, however large (React would move a large one to the end of the document, to be put
  // in place by a script): the page is whole in its HTML, with JavaScript off too.
  const { prelude } = await prerender(<ServerRouter context={context} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const page = withContentSecurityPolicy(await new Response(prelude).text(), import.meta.env);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(page, { status, headers });
}
