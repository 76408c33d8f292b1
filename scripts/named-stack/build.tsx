/**
 * Builds the bench's named-stack page (page.tsx) into `outDir`: Vite's build of main.tsx, and its
 * HTML rendered with the cards the API lists, the static reference page's style and pictures.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import react from '@vitejs/plugin-react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { build } from 'vite';
import { cardsQuery, Page, type Card } from './page';

const root = fileURLToPath(new URL('.', import.meta.url));
const reactRouter = (file: string) =>
  fileURLToPath(
    new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url),
  );

type Options = { outDir: string; referenceDir: string; apiUrl: string };

export async function buildNamedStack({ outDir, referenceDir, apiUrl }: Options) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    // React Router's production build, as the shop's build takes it (vite.config.ts).
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouter('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
      ],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const answer = (await (await fetch(`${apiUrl}/api/web/product_list_get?limit=8`)).json()) as {
    data: Card[];
  };
  const cards = answer.data.slice(0, 8).map(({ id, name, price }) => ({ id, name, price }));
  const queryClient = new QueryClient();
  queryClient.setQueryData(cardsQuery.queryKey, cards);
  const page = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location="/">
        <Page />
      </StaticRouter>
    </QueryClientProvider>,
  );
  const reference = await readFile(join(referenceDir, 'index.html'), 'utf8');
  const style = reference.match(/<style>[\s\S]*?<\/style>/)?.[0] ?? '';
  const json = JSON.stringify(cards).replace(/</g, '\\u003c');
  const htmlFile = join(outDir, 'index.html');
  const html = (await readFile(htmlFile, 'utf8'))
    .replace('<!--reference-style-->', style)
    .replace('<!--page-->', page)
    .replace('<!--cards-->', `<script type="application/json" id="cards">${json}</script>`);
  await writeFile(htmlFile, html);
  await cp(join(referenceDir, 'img'), join(outDir, 'img'), { recursive: true });
}
