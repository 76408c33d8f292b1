/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { securityHeaders } from './scripts/security-headers';

const DEFAULT_RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** Writes dist/_headers: the security headers, no-cache for the index, immutable hashed assets. */
function staticHostHeaders(headers: Record<string, string>): Plugin {
  return {
    name: 'static-host-headers',
    apply: 'build',
    generateBundle() {
      const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
      const source = [
        '/*',
        ...lines,
        '/index.html',
        '  Cache-Control: no-cache',
        '/sw.js',
        '  Cache-Control: no-cache',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: '_headers', source });
    },
  };
}

/** Opens the connection to an API on another origin while the app's scripts still download. */
function preconnectToApi(apiBaseUrl: string): Plugin {
  return {
    name: 'preconnect-to-api',
    transformIndexHtml() {
      if (!/^https?:\/\//.test(apiBaseUrl)) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(apiBaseUrl).origin, crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const apiBaseUrl = env.VITE_API_BASE_URL ?? '';
  const razorpayScript = env.VITE_RAZORPAY_SCRIPT_URL || DEFAULT_RAZORPAY_SCRIPT;
  const headers = securityHeaders(apiBaseUrl, razorpayScript);

  return {
    plugins: [react(), staticHostHeaders(headers), preconnectToApi(apiBaseUrl)],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { host: '127.0.0.1', port: 5173 },
    // The preview server sends the production policy, so a violation shows up in the browser tests.
    preview: { host: '127.0.0.1', port: 4173, headers },
    build: { target: 'es2022', sourcemap: false },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  };
});
