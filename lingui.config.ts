import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The shop's languages: English, the spec's own words, and Hindi (src/locales). `npm run
 * messages` extracts what the code says into the catalogues; the build compiles the catalogue of
 * each language into a chunk of its own, and fails on a Hindi message left untranslated.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/mocks/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
