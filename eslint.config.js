import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

// zod is imported in src/lib/zod.ts only, which configures it before any schema is built;
// react-toastify in src/lib/toast.ts only, which loads it on the first toast.
const wrappedPackages = [
  ...['zod', 'zod/mini'].map((name) => ({
    name,
    message: "Import z from '@/lib/zod' (zod/mini, configured there first).",
  })),
  {
    name: 'react-toastify',
    message: "Import toast from '@/lib/toast' (it loads react-toastify on first use).",
    allowTypeImports: true,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-bench',
      'public',
      // served as written, like public/: MSW's generated worker and the Razorpay simulator
      'src/mocks/public',
      'playwright-report',
      'test-results',
      'bench',
      'shots',
    ],
  },
  {
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render API HTML with <SafeHtml> only.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**', 'src/{components,stores,lib,api,config}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrappedPackages,
        },
      ],
    },
  },
  {
    files: ['src/components/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Code flows one way: shared layers → features → app. Features never import each other.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrappedPackages,
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Features never import other features or the app.',
            },
            { regex: '^\\.\\./(?!\\.\\.)', message: 'Features never import other features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{components,stores,lib,api,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrappedPackages,
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code never imports features or the app.',
            },
          ],
        },
      ],
    },
  },
);
