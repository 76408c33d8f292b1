/**
 * Builds src/sw.ts into sw.js with vite-plugin-pwa (Workbox's injectManifest), injecting the
 * precache list (again once the pages are prerendered: scripts/static-host.ts). The web manifest
 * stays public/manifest.webmanifest, linked by every page (src/app/root.tsx);
 * src/lib/register-service-worker.ts registers the worker once the page has loaded.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Small files the shell shows or names before any API call answers. */
const SHELL_FILES = [
  '**/index.html',
  '__spa-fallback.html',
  'manifest.webmanifest',
  'images/{favicon,logo,placeholder}.svg',
  'icons/icon-192.png',
];

export function serviceWorker(enabled: boolean): Plugin[] {
  return VitePWA({
    disable: !enabled,
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // Every hashed asset of this deploy, pages' chunks included: a page this worker serves can
      // then never ask for a chunk the next deploy has removed from the server.
      globPatterns: [...SHELL_FILES, 'assets/*.{js,css}'],
      // The catalogue's pages, one per product (there may be thousands), come from the network,
      // and so do the pages of the language a shopper did not open.
      globIgnores: [
        '**/node_modules/**/*',
        '{product,combo,blog}-details/**',
        'categories/**',
        'hi/**',
      ],
    },
  });
}
