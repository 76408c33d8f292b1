import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budget for the home page's JavaScript up front, its route's modules included: 200 KB gzip
 * (docs/decisions/008-react-router-framework-mode.md has the figures).
 */
export const MAX_UPFRONT_JS_KB = 200;

/** Whether `jsBytes` (gzip) is within the budget: the one comparison the bench and the tests make. */
export const withinUpfrontBudget = (jsBytes: number) => jsBytes <= MAX_UPFRONT_JS_KB * 1024;

/**
 * Gzip size of the JS and CSS that a built page (`index.html`, `hi/index.html`) makes the browser
 * load before anything else: the /assets/*.js and *.css that a `src` or `href` names (entry
 * script, modulepreload, stylesheet), wherever they stand in the page, a prerendered shell
 * included, and the compiled catalogue of the page's language (`assets/en-*.js`), which the entry
 * loads before hydrating.
 */
export async function upfrontBytes(outDir: string, page = 'index.html') {
  const html = await readFile(join(outDir, page), 'utf8');
  const language = page.startsWith('hi/') ? 'hi' : 'en';
  const catalogue = (await readdir(join(outDir, 'assets'))).find((file) =>
    new RegExp(`^${language}-[\\w-]+\\.js$`).test(file),
  );
  if (!catalogue) throw new Error(`No catalogue of ${language} in ${outDir}/assets`);
  const files = [
    ...[...html.matchAll(/\s(?:src|href)=["']?(\/assets\/[^"'\s>]+\.(?:js|css))(?=["'\s>])/g)].map(
      (match) => match[1]!,
    ),
    `/assets/${catalogue}`,
  ];
  const sizes = { js: 0, css: 0 };
  for (const file of new Set(files)) {
    const gzipped = gzipSync(await readFile(join(outDir, file))).length;
    if (file.endsWith('.js')) sizes.js += gzipped;
    else sizes.css += gzipped;
  }
  return sizes;
}
