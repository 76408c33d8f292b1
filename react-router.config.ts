import type { Config } from '@react-router/dev/config';
import { catalogueAtBuild, cataloguePaths } from './scripts/catalogue.ts';
import { writeHostFiles } from './scripts/static-host.ts';
import { locales, pathIn } from './src/i18n/locales.ts';

// The browser tests build into a directory of their own, so they never overwrite `dist`.
const buildDirectory = process.env.BUILD_DIRECTORY ?? 'dist';

/**
 * React Router's framework mode as a single-page app: no server at run time. The build
 * prerenders every route of the spec that has no parameter, and every product, combo and
 * article the backend lists (with its data), in English and in Hindi, into its own HTML, and
 * writes `__spa-fallback.html` (the layout, with an empty main) for every other path, which the
 * host answers them with (docs/first-load.md).
 */
export default {
  appDirectory: 'src/app',
  ssr: false,
  buildDirectory,
  async prerender({ getStaticPaths }) {
    const catalogue = await catalogueAtBuild();
    const pages = catalogue ? cataloguePaths(catalogue) : [];
    // Every route's path starts with an optional `/hi` (src/app/routes.ts): each is prerendered
    // in both languages.
    const english = getStaticPaths().map((path) => path.replace(/^\/hi\?/, '') || '/');
    return [...english, ...pages].flatMap((path) => locales.map((locale) => pathIn(locale, path)));
  },
  async buildEnd({ viteConfig }) {
    await writeHostFiles(viteConfig, buildDirectory);
  },
} satisfies Config;
