/**
 * Prerendered shells: after the client build, renders the app's layout and each route's loading
 * state (src/prerender.tsx, built for Node) into that route's HTML, so a page paints before its
 * JavaScript has arrived. Static routes get `<route>/index.html`; a route with a parameter gets
 * one shell, `_shell/<first segment>/index.html`, that the host serves for every value
 * (docs/nginx.conf, dist/_redirects, the preview server's `shellFallback`).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { shellFile, shellFor } from '../src/config/paths';

type ShellRoute = { path: string; url: string; parameterised: boolean; layoutOnly: boolean };
type FirstCallRequest = { url: string; params?: Record<string, string | number> };
/** What src/prerender.tsx exports. */
type PrerenderModule = {
  renderShell: (url: string, layoutOnly: boolean) => Promise<string>;
  shellRoutes: ShellRoute[];
  firstCallOf: (
    pathname: string,
    search: string,
  ) => { request: FirstCallRequest; readsQuery?: boolean } | null;
  requestKey: (baseUrl: string, request: FirstCallRequest) => string;
  apiBaseUrlOf: (configured: string | undefined) => string;
};

const ROOT = '<div id="root"></div>';

/**
 * A static route's first call, started by the browser as it reads the HTML (the boot script's
 * fetch of the same URL takes it). None for a route whose call depends on the URL's query, nor
 * on the in-browser mock API, which is not running yet.
 */
function firstCallPreload(prerender: PrerenderModule, route: ShellRoute, apiBaseUrl: string) {
  if (!apiBaseUrl || route.parameterised) return '';
  const call = prerender.firstCallOf(route.path, '');
  if (!call || call.readsQuery) return '';
  const href = prerender.requestKey(apiBaseUrl, call.request).replaceAll('&', '&amp;');
  return `\n    <link rel="preload" as="fetch" crossorigin href="${href}" />`;
}

/**
 * src/boot.ts as one small classic script of its own (not part of the app's bundle, whose
 * chunks it would otherwise wait for). Returns its path on the site.
 */
async function buildBootScript(config: ResolvedConfig, outDir: string) {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: config.define,
    resolve: { alias: config.resolve.alias },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: config.build.target,
      rollupOptions: {
        input: resolve(config.root, 'src/boot.ts'),
        output: { format: 'iife', entryFileNames: 'assets/boot-[hash].js' },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const entry = 'output' in result ? result.output.find((chunk) => chunk.type === 'chunk') : null;
  if (!entry) throw new Error('The boot script was not built');
  return `/${entry.fileName}`;
}

/**
 * The app's stylesheet goes into the HTML itself (4 KB gzip): the shell then paints with the
 * HTML alone, as a static page does, instead of one round trip later.
 */
async function inlineStylesheets(html: string, outDir: string) {
  let inlined = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)) {
    const css = await readFile(join(outDir, href!), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`);
  }
  return inlined;
}

/**
 * React renders a page's <title>, <meta> and <link>s first in its output (it hoists them into
 * the head in a browser); the shell puts them into its head.
 */
function splitHoistedTags(body: string) {
  const hoisted = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(body)?.[0] ?? '';
  return { head: hoisted, rest: body.slice(hoisted.length) };
}

/** The page's own title and description replace the template's. */
function withHead(template: string, head: string) {
  let html = template;
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (head.includes('name="description"')) {
    html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  }
  return html.replace('</head>', () => `  ${head}\n  </head>`);
}

export function prerenderShells(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-shells',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // writeBundle, not closeBundle: the service worker's precache (built at closeBundle) must
    // see the final HTML.
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = resolve(config.root, 'node_modules/.cache/prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
        },
      });
      const prerender = (await import(
        pathToFileURL(join(ssrDir, 'prerender.js')).href
      )) as PrerenderModule;
      const bootScript = await buildBootScript(config, outDir);
      const built = await readFile(join(outDir, 'index.html'), 'utf8');
      if (!built.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to fill`);
      // Before the app's own script, and async: it only starts calls, and must not wait.
      const template = (await inlineStylesheets(built, outDir)).replace(
        '<script type="module"',
        `<script async src="${bootScript}"></script>\n    <script type="module"`,
      );
      const apiBaseUrl = prerender.apiBaseUrlOf(config.env.VITE_API_BASE_URL);
      for (const route of prerender.shellRoutes) {
        const body = await prerender.renderShell(route.url, route.layoutOnly);
        // The CSP allows no inline script, and a page whose main could not render is no shell.
        if (body.includes('<script') || /<main[^>]*><!--\$!-->/.test(body)) {
          throw new Error(`The shell of ${route.path} did not render:\n${body}`);
        }
        const file = join(outDir, shellFile(route));
        await mkdir(dirname(file), { recursive: true });
        const { head, rest } = splitHoistedTags(body);
        const html = withHead(template, head + firstCallPreload(prerender, route, apiBaseUrl))
          .replace(ROOT, () => `<div id="root">${rest}</div>`);
        await writeFile(file, html);
      }
      // Static hosts that read _redirects (Netlify, Cloudflare Pages) serve `<route>/index.html`
      // themselves; a route with a parameter needs its shell named.
      const rewrites = prerender.shellRoutes
        .filter((route) => route.parameterised)
        .map((route) => `/${route.path.split('/')[1]}/* ${shellFile(route)} 200`);
      await writeFile(join(outDir, '_redirects'), `${rewrites.join('\n')}\n`);
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
}

/**
 * The preview server (browser tests, bench) answers each navigation with its route's shell, as
 * docs/nginx.conf does; without it, Vite's SPA fallback would answer every path with the home
 * page's.
 */
export function shellFallback(): Plugin {
  return {
    name: 'shell-fallback',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const accept = request.headers.accept ?? '';
        const url = new URL(request.url ?? '/', 'http://localhost');
        const isNavigation =
          request.method === 'GET' && accept.includes('text/html') && !/\.\w+$/.test(url.pathname);
        if (isNavigation) request.url = `${shellFor(url.pathname)}${url.search}`;
        next();
      });
    },
  };
}
