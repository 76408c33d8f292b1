/**
 * What a static host needs beside the prerendered pages, written once React Router has
 * prerendered them (react-router.config.ts, buildEnd): the headers (for Netlify and Cloudflare
 * Pages, and for nginx), the rewrites of the routes with a parameter, the site's 404 page, the
 * sitemap of the prerendered pages (named in robots.txt) and the service worker, whose precache
 * lists the pages.
 */
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { paths } from '../src/config/paths.ts';
import { locales, pathIn } from '../src/i18n/locales.ts';
import { hostHeaders, httpOrigin } from './security-headers.ts';

/** The fallback React Router writes for every path it did not prerender. */
export const SPA_FALLBACK = '/__spa-fallback.html';

/** The client build's folder (React Router writes `client/` under its build directory). */
export const clientDirectory = (buildDirectory: string) => join(buildDirectory, 'client');

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * dist/client/_headers (Netlify, Cloudflare Pages): the security headers, no-cache for the
 * service worker, immutable hashed assets. The pages keep the host's own default, which
 * revalidates each time: rules are matched by the URL asked for (/shop, not /shop/index.html),
 * so no rule could name every page without also naming the assets.
 */
function headersFile(headers: Record<string, string>) {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines,
    '/sw.js',
    '  Cache-Control: no-cache',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** dist/nginx-headers.conf, which docs/nginx.conf includes: the same headers for nginx. */
function nginxHeadersFile(headers: Record<string, string>) {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  return `# Written by the build (scripts/static-host.ts) from scripts/security-headers.ts.\n${lines.join('\n')}\n`;
}

/** dist/client/_redirects: a route with a parameter is answered with the fallback, in both languages. */
function redirectsFile() {
  const parameterised = Object.values(paths)
    .map(({ path }) => path)
    .filter((path) => path.includes(':'));
  return locales
    .flatMap((locale) => parameterised.map((path) => pathIn(locale, `/${path.split('/')[1]}`)))
    .map((prefix) => `${prefix}/* ${SPA_FALLBACK} 200\n`)
    .join('');
}

/** The address of each prerendered page, from its file (`shop/index.html` is /shop). */
async function prerenderedPaths(clientDir: string) {
  const pages = (await htmlFiles(clientDir))
    .map((file) => relative(clientDir, file).split(sep).join('/'))
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'));
  return pages.map((file) => `/${file.replace(/\/?index\.html$/, '')}`).sort();
}

/** The paths robots.txt keeps search engines out of (the shopper's own pages). */
const disallowed = (robots: string) =>
  [...robots.matchAll(/^Disallow:\s*(\S+)/gim)].map(([, path]) => path!);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * sitemap.xml, every prerendered page robots.txt allows, at the shop's public origin
 * (VITE_SITE_URL: a sitemap's addresses are absolute), and robots.txt names it.
 */
async function writeSitemap(clientDir: string, siteUrl: string) {
  const robotsFile = join(clientDir, 'robots.txt');
  const robots = await readFile(robotsFile, 'utf8');
  const hidden = disallowed(robots);
  const pages = (await prerenderedPaths(clientDir)).filter(
    (path) => !hidden.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
  const urls = pages.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(join(clientDir, 'sitemap.xml'), sitemap);
  await writeFile(robotsFile, `${robots.trimEnd()}\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}

type ServiceWorkerPlugin = { name: string; api?: { generateSW(): Promise<void> } };

export async function writeHostFiles(viteConfig: ResolvedConfig, buildDirectory: string) {
  const clientDir = clientDirectory(buildDirectory);
  await writeFile(join(clientDir, '_headers'), headersFile(hostHeaders));
  await writeFile(join(buildDirectory, 'nginx-headers.conf'), nginxHeadersFile(hostHeaders));
  await writeFile(join(clientDir, '_redirects'), redirectsFile());
  // Netlify and Cloudflare Pages answer a path they have no file for with the site's own
  // 404.html, status 404: the fallback, over which the app draws its 404 page.
  await copyFile(join(clientDir, SPA_FALLBACK), join(clientDir, '404.html'));
  const siteUrl = httpOrigin(viteConfig.env.VITE_SITE_URL);
  if (siteUrl) await writeSitemap(clientDir, siteUrl);
  else viteConfig.logger.info('VITE_SITE_URL is not set: the build writes no sitemap.xml.');
  // vite-plugin-pwa built the worker with the client's files, before the pages were
  // prerendered: built again, its precache holds them too.
  const pwa = viteConfig.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa') as
    ServiceWorkerPlugin | undefined;
  await pwa?.api?.generateSW();
}

/**
 * The preview server (browser tests, bench) answers as docs/nginx.conf does: a prerendered page
 * with its own HTML, any other path with the fallback. Without it, Vite's SPA fallback would
 * answer every path with the home page's.
 */
export function spaFallback(): Plugin {
  let outDir = '';
  return {
    name: 'spa-fallback',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    configurePreviewServer(server) {
      server.middlewares.use(async (request, _response, next) => {
        const accept = request.headers.accept ?? '';
        const url = new URL(request.url ?? '/', 'http://localhost');
        const isNavigation =
          request.method === 'GET' && accept.includes('text/html') && !/\.\w+$/.test(url.pathname);
        if (isNavigation) {
          const page = `${url.pathname.replace(/\/$/, '')}/index.html`;
          const prerendered = await readFile(join(outDir, page)).then(
            () => true,
            () => false,
          );
          request.url = `${prerendered ? page : SPA_FALLBACK}${url.search}`;
        }
        next();
      });
    },
  };
}
