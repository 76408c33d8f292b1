import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { sections } from './src/i18n/sections.ts';

const notShipped = ['**/*.test.*', '<rootDir>/src/mocks/**'];

/**
 * The shop's languages: English, the spec's own words, and Hindi (src/locales). `npm run
 * messages` extracts what the code says into the catalogues, one for the shop's frame and one per
 * section (src/i18n/sections.ts); the build compiles each catalogue of each language into a chunk
 * of its own, and fails on a Hindi message left untranslated.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    // The sections first: a file is the first catalogue whose path it matches, and the frame's
    // `{locale}.po` would match `home.hi.po` too.
    ...sections.map((section) => ({
      path: `<rootDir>/src/locales/${section}.{locale}`,
      include: [`<rootDir>/src/features/${section}`],
      exclude: notShipped,
    })),
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [
        ...notShipped,
        ...sections.map((section) => `<rootDir>/src/features/${section}/**`),
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
