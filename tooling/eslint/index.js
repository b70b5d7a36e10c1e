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

const topLevel = ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration';

/**
 * No module-level state in `files`: a top-level `let` or `var`, and a top-level empty collection
 * (`new Map()`, `new Set()`, `new WeakMap()`, `new WeakSet()`), which is there to be filled, and
 * a top-level cache (`new LRUCache(...)`). A
 * state that rightly belongs to the process or the page is marked where it stands, with its reason.
 * @param {{ files: string[]; ignores: string[]; message: string }} options where, and where the state belongs instead
 */
export function noModuleState({ files, ignores, message }) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `${topLevel}[kind=/^(let|var)$/]`, message },
        { selector: `${topLevel} > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/][arguments.length=0]`, message },
        { selector: `${topLevel} > VariableDeclarator > NewExpression.init[callee.name='LRUCache']`, message },
      ],
    },
  };
}

export default base;
