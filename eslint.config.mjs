// One lint for the whole repository: ESLint's and typescript-eslint's recommended type-checked rules,
// React's rules of hooks, and the import boundaries between the parts (scripts/checks/import-boundaries.mjs).
// Formatting is Prettier's alone (eslint-config-prettier turns off every rule it owns).
// Each workspace runs it on its own files (`npm run lint` there; one TypeScript program at a time fits in
// memory where the whole repository at once does not); the root's `npm run lint` runs them all.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/checks/import-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { whalewatch: boundariesPlugin },
    rules: { 'whalewatch/import-boundaries': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Scripts, builds and benches are plain JavaScript run by Node: no type information to check against.
  {
    files: ['**/*.{js,cjs,mjs,mts}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  // CommonJS files (jest and webpack configs in CommonJS packages) load with require.
  { files: ['**/*.{js,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Benches and e2e hand functions to the browser (page.evaluate), where the DOM's globals are.
  { files: ['bench/**/*.mjs', 'e2e/**/*.{ts,mjs}'], languageOptions: { globals: { ...globals.browser } } },
  // Tests: jest's matchers (`expect.any`, `expect.objectContaining`) and fastify.inject's `json()` are typed
  // `any` by those libraries, and a test double implements an async interface without awaiting. What a
  // test reads from an api answer is checked against the route's contract (api/src/testing/contract-answer).
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
