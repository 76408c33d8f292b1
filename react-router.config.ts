import type { Config } from '@react-router/dev/config';
import { catalogueAtBuild, cataloguePaths } from './scripts/catalogue.ts';
import { writeHostFiles } from './scripts/static-host.ts';

// The browser tests build into a directory of their own, so they never overwrite `dist`.
const buildDirectory = process.env.BUILD_DIRECTORY ?? 'dist';

/**
 * React Router's framework mode as a single-page app: no server at run time. The build
 * prerenders every route of the spec that has no parameter, and every product, combo and
 * article the backend lists (with its data), into its own HTML, and writes
 * `__spa-fallback.html` (the layout, with an empty main) for every other path, which the host
 * answers them with (docs/first-load.md).
 */
export default {
  appDirectory: 'src/app',
  ssr: false,
  buildDirectory,
  async prerender({ getStaticPaths }) {
    const catalogue = await catalogueAtBuild();
    return [...getStaticPaths(), ...(catalogue ? cataloguePaths(catalogue) : [])];
  },
  async buildEnd({ viteConfig }) {
    await writeHostFiles(viteConfig, buildDirectory);
  },
} satisfies Config;
