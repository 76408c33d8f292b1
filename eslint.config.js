import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
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
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink', 'useNavigate'],
    message: "Import them from '@/i18n/navigation': its links stay in the page's language.",
  },
  {
    name: '@lingui/core/macro',
    importNames: ['t'],
    message: "Take t from useLingui() ('@lingui/react/macro'): it reads the page's language.",
  },
];

const sharedLayers = ['components', 'lib', 'api', 'config', 'stores', 'mocks', 'i18n'].map(
  (folder) => `./src/${folder}`,
);
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Code flows one way: shared layers → features → app. Zones work on resolved paths, so
// `@/features/x` and `../../features/x` are refused alike.
const layerZones = [
  {
    target: sharedLayers,
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports features or the app.',
  },
  { target: './src/features', from: './src/app', message: 'Features never import the app.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import other features; a page in the app composes them.',
  })),
];

const innerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render API HTML with <SafeHtml> only.',
};

// A form the app has not taken over yet (a prerendered page before its code, or without it)
// submits natively: with a POST to its own page, no field ends up in the address bar.
const formWithoutPost = {
  selector:
    "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
  message:
    'Give every form method="post", so a submission before hydration leaks no field into the URL.',
};

// No module does work when imported (listeners, timers, configuration): start-up work is an
// explicit call from src/app/entry.client.tsx or a provider. Declarations with pure values are fine.
const workAtImport = {
  selector:
    'Program > :matches(ExpressionStatement, IfStatement, ForStatement, ForInStatement, ' +
    'ForOfStatement, WhileStatement, DoWhileStatement, TryStatement, BlockStatement), ' +
    'Program > VariableDeclaration CallExpression[callee.name=/^(setTimeout|setInterval|requestIdleCallback|requestAnimationFrame)$/]',
  message:
    'No work when a module is imported: start it from src/app/entry.client.tsx or a provider.',
};
// Entry points, whose top level is their start-up, and tests (describe/it at the top).
const entryPoints = [
  'src/app/entry.client.tsx',
  'src/app/entry.server.tsx',
  'src/sw.ts',
  'src/mocks/server.ts',
  'src/**/*.test.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      // React Router's generated route types
      '.react-router',
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
      'no-restricted-syntax': ['error', innerHtml],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies too (no-cycle follows them), resolving `@/` as tsc does.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'no-restricted-imports': ['error', { paths: wrappedPackages }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...entryPoints, 'src/components/safe-html.tsx'],
    rules: { 'no-restricted-syntax': ['error', innerHtml, workAtImport, formWithoutPost] },
  },
  {
    // The one module that wraps React Router's links, to keep them in the page's language.
    files: ['src/i18n/navigation.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/components/safe-html.tsx'],
    rules: { 'no-restricted-syntax': ['error', workAtImport, formWithoutPost] },
  },
  {
    // The mock backend also runs in Node (npm run mock:server, under tsx), which knows no @/ alias.
    files: ['src/mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrappedPackages,
          patterns: [
            {
              group: ['@/*'],
              message: 'Import with a relative path: the mock server runs in Node.',
            },
          ],
        },
      ],
    },
  },
);
