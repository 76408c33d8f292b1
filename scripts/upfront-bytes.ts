import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budget for the home page's JavaScript up front, its route's modules and its language's
 * catalogues included: 200 KB gzip (docs/decisions/008-react-router-framework-mode.md,
 * 012-two-languages.md and 013-the-frame-in-one-chunk.md have the figures).
 */
export const MAX_UPFRONT_JS_KB = 200;

/** Whether `jsBytes` (gzip) is within the budget: the one comparison the bench and the tests make. */
export const withinUpfrontBudget = (jsBytes: number) => jsBytes <= MAX_UPFRONT_JS_KB * 1024;

/**
 * Gzip size of the JS and CSS that a built page (`index.html`, `hi/index.html`) makes the browser
 * load before anything else: the /assets/*.js and *.css that a `src` or `href` names (entry
 * script, modulepreload, stylesheet), wherever they stand in the page, a prerendered shell
 * included, and the compiled catalogues of the page's language that it loads before its words
 * show: the frame's (`assets/en-*.js`) and its section's (`assets/home.en-*.js`, src/i18n).
 */
export async function upfrontBytes(outDir: string, page = 'index.html', section = 'home') {
  const html = await readFile(join(outDir, page), 'utf8');
  const language = page.startsWith('hi/') ? 'hi' : 'en';
  const assets = await readdir(join(outDir, 'assets'));
  const catalogues = [`${language}-`, `${section}.${language}-`].map((prefix) => {
    const file = assets.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    if (!file) throw new Error(`No catalogue ${prefix}*.js in ${outDir}/assets`);
    return `/assets/${file}`;
  });
  const files = [
    ...[...html.matchAll(/\s(?:src|href)=["']?(\/assets\/[^"'\s>]+\.(?:js|css))(?=["'\s>])/g)].map(
      (match) => match[1]!,
    ),
    ...catalogues,
  ];
  const sizes = { js: 0, css: 0 };
  for (const file of new Set(files)) {
    const gzipped = gzipSync(await readFile(join(outDir, file))).length;
    if (file.endsWith('.js')) sizes.js += gzipped;
    else sizes.css += gzipped;
  }
  return sizes;
}
