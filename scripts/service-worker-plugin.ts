/**
 * Builds src/sw.ts into sw.js with vite-plugin-pwa (Workbox's injectManifest), injecting the
 * precache list. The web manifest stays public/manifest.webmanifest, linked by index.html, and
 * src/lib/register-service-worker.ts registers the worker.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

/** Small files the shell shows or names before any API call answers. */
const SHELL_FILES = [
  '**/index.html',
  'manifest.webmanifest',
  'images/{favicon,logo,placeholder}.svg',
  'icons/icon-192.png',
];

/**
 * Of the hashed assets, only those the shell loads (entry, preloaded chunks, styles) are
 * precached: a page's own chunk is cached when it is first used, so a first visit does not
 * download every page of the shop in the background.
 */
function onlyTheShellsAssets(outDir: () => string): ManifestTransform {
  return async (entries) => {
    const shell = await readFile(join(outDir(), 'index.html'), 'utf8');
    const manifest = entries.filter(
      ({ url }) => !url.startsWith('assets/') || shell.includes(`/${url}`),
    );
    return { manifest };
  };
}

export function serviceWorker(enabled: boolean): Plugin[] {
  let outDir = 'dist';
  const findOutDir: Plugin = {
    name: 'service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const pwa = VitePWA({
    disable: !enabled,
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: [...SHELL_FILES, 'assets/*.{js,css}'],
      manifestTransforms: [onlyTheShellsAssets(() => outDir)],
    },
  });
  return [findOutDir, ...pwa];
}
