import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The base lint rules every package composes. Env is read in one `env.ts` per
 * app only; `any` and non-null assertions are banned (docs/conventions.md).
 */
export const base = tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'storybook-static/**', 'coverage/**', '**/*.gen.ts', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through env.ts.' }],
    },
  },
  {
    files: ['**/env.ts', '**/*.config.{js,ts,mjs}', '**/scripts/**', '**/*.test.{ts,tsx}', 'e2e/**', '.storybook/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);

/** @param {string[]} forbidden packages this one must never import */
export function boundaries(forbidden) {
  return {
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbidden.map((group) => ({ group: [group, `${group}/*`], message: 'Dependencies point one way (docs/architecture.md).' })) },
      ],
    },
  };
}

export default base;
