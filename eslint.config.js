import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@huaren/contract',
              importNames: ['calls'],
              message:
                'Send requests through `callPaths` (no schemas); a form imports the field schemas it validates by name. The calls map would put every schema of every page in the first-screen bundle.',
            },
            {
              name: 'antd-mobile',
              importNames: ['Toast', 'Dialog', 'unstableSetRender'],
              message:
                'Use src/lib/antdImperative.ts: it sets the React 19 renderer that imperative antd components need.',
            },
          ],
          patterns: [
            {
              group: ['react-router'],
              importNamePattern: '^(unstable_|UNSAFE_)',
              message:
                "react-router's unstable APIs live in src/nav/hashHistory.tsx only, so an upgrade that changes them touches one file.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/antdImperative.ts', 'apps/web/src/nav/hashHistory.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // SQL lives in repositories (and db/): the import rule of .dependency-cruiser.cjs cannot see a
    // query built on a Db handed in, so the builder's entry points are refused here too.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'SQL lives in *.repository.ts files: call a repository here.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.ts', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);
