import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.ssr',
      'node_modules',
      'test-results',
      'playwright-report',
      '.data',
      'supabase/functions/**',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node's globals for scripts/node-version.mjs, the one script in JavaScript.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One file reads as one thing: at most 200 lines in the app, the schemas, the tooling and the packages.
    files: ['src/**/*.{ts,tsx}', 'schemas/**/*.ts', 'scripts/**/*.{ts,tsx,js,mjs}', 'packages/*/src/**/*.ts'],
    ignores: [
      // Written by `npm run generate`, never by hand.
      '**/generated/**',
    ],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Test harnesses read loosely shaped JSON from local servers; typing every response adds nothing.
    files: ['tests/**/*.{ts,tsx}', 'packages/*/tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
