/**
 * Prerendered shells: after the client build, renders the app's layout and each route's loading
 * state (src/prerender.tsx, built for Node) into that route's HTML, so a page paints before its
 * JavaScript has arrived. Static routes get `<route>/index.html`; a route with a parameter gets
 * one shell, `_shell/<first segment>/index.html`, that the host serves for every value
 * (docs/nginx.conf, dist/_redirects, the preview server's `shellFallback`).
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { paths, shellFile, shellFor } from '../src/config/paths.ts';

type ShellRoute = { path: string; url: string; parameterised: boolean };
/** What src/prerender.tsx exports. */
type PrerenderModule = {
  renderShell: (url: string) => Promise<{ html: string; pageModules: string[] }>;
  shellRoutes: ShellRoute[];
};

const ROOT = '<div id="root"></div>';

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
    inlined = inlined.replace(link, await styleElement(outDir, href!));
  }
  return inlined;
}

/**
 * A page's own stylesheets, inlined too (the app adds the same files as links when it loads the
 * page's code: the rules are the same, in the same order).
 */
async function inlineStyles(files: string[], outDir: string, template: string) {
  const missing = files.filter((file) => !template.includes(`data-href="/${file}"`));
  const styles = await Promise.all(missing.map((file) => styleElement(outDir, file)));
  return styles.join('');
}

/**
 * The stylesheet's rules inline, and a disabled link to the same file: Vite's loader adds a
 * chunk's stylesheet unless a `<link rel="stylesheet">` with its URL is in the document, and a
 * disabled one is never fetched. Without it every inlined sheet was downloaded and applied a
 * second time, restyling the whole page, when the page's code arrived.
 */
async function styleElement(outDir: string, file: string) {
  const css = await readFile(join(outDir, file), 'utf8');
  const rules = `<style data-href="/${file}">${css.replaceAll('</style', '<\\/style')}</style>`;
  return `${rules}<link rel="stylesheet" href="/${file}" disabled />`;
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

/**
 * In the shells' Node build, every dynamic import notes the source module it loads, so
 * renderShell can say which page modules a route needed (src/prerender.tsx).
 */
function notePageImports(): Plugin {
  const dynamicImport = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
  return {
    name: 'note-page-imports',
    async transform(code, id) {
      if (!id.includes('/src/') || !code.includes('import(')) return null;
      let noted = code;
      for (const [call, , specifier] of code.matchAll(dynamicImport)) {
        const target = await this.resolve(specifier!, id);
        if (!target) continue;
        noted = noted.replace(
          call,
          () => `(globalThis.__shellImports?.add(${JSON.stringify(target.id)}), ${call})`,
        );
      }
      return { code: noted, map: null };
    },
  };
}

type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type BuiltFiles = Record<string, BuiltChunk | { type: 'asset' }>;

const builtChunks = (bundle: BuiltFiles) =>
  Object.values(bundle).filter((output): output is BuiltChunk => output.type === 'chunk');

/** These chunks and every chunk they import, each once, each before what it imports. */
function withImports(bundle: BuiltFiles, chunks: BuiltChunk[]) {
  const found = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltFiles[string] | undefined) => {
    if (chunk?.type !== 'chunk' || found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) visit(bundle[imported]);
  };
  chunks.forEach(visit);
  return [...found.values()];
}

/** The chunks of the client build that the page's source modules load. */
function pageChunks(bundle: BuiltFiles, moduleIds: string[]) {
  const own = moduleIds.map((id) => {
    const chunk = builtChunks(bundle).find((output) => output.facadeModuleId === id);
    if (!chunk) throw new Error(`No chunk of the client build holds ${id}`);
    return chunk;
  });
  return withImports(bundle, own);
}

/**
 * The stylesheets of the page's code: what the app loads with it, which the shell needs to look
 * like the page.
 */
function stylesheetsOf(bundle: BuiltFiles, moduleIds: string[]) {
  const sheets = pageChunks(bundle, moduleIds).flatMap((chunk) => [
    ...(chunk.viteMetadata?.importedCss ?? []),
  ]);
  return [...new Set(sheets)];
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
    async writeBundle(_options, bundle) {
      const outDir = resolve(config.root, config.build.outDir);
      const ssrDir = resolve(config.root, 'node_modules/.cache/prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [notePageImports()],
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
      // Async, and first in the head: it runs as soon as it arrives, without holding the paint.
      const template = (await inlineStylesheets(built, outDir)).replace(
        '<head>',
        `$&\n    <script async src="${bootScript}"></script>`,
      );
      for (const route of prerender.shellRoutes) {
        const { html: body, pageModules } = await prerender.renderShell(route.url);
        // The CSP allows no inline script, and a page whose main could not render is no shell.
        if (body.includes('<script') || /<main[^>]*><!--\$!-->/.test(body)) {
          throw new Error(`The shell of ${route.path} did not render:\n${body}`);
        }
        const file = join(outDir, shellFile(route));
        await mkdir(dirname(file), { recursive: true });
        const { head, rest } = splitHoistedTags(body);
        const builtFiles = bundle as unknown as BuiltFiles;
        const pageStyles = await inlineStyles(
          stylesheetsOf(builtFiles, pageModules),
          outDir,
          template,
        );
        const html = withHead(template, head + pageStyles).replace(
          ROOT,
          () => `<div id="root" data-shell="${route.path}">${rest}</div>`,
        );
        await writeFile(file, html);
      }
      // Static hosts that read _redirects (Netlify, Cloudflare Pages) serve `<route>/index.html`
      // themselves; a route with a parameter needs its shell named.
      const rewrites = prerender.shellRoutes
        .filter((route) => route.parameterised)
        .map((route) => `/${route.path.split('/')[1]}/* ${shellFile(route)} 200`);
      await writeFile(join(outDir, '_redirects'), `${rewrites.join('\n')}\n`);
      // Netlify and Cloudflare Pages answer a path they have no file for with the site's own
      // 404.html, status 404: the error page's shell, over which the app draws its 404 page.
      await copyFile(
        join(outDir, shellFile({ path: paths.error.path, parameterised: false })),
        join(outDir, '404.html'),
      );
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
