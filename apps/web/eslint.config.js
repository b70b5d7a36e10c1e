import { react } from '@ma/eslint-config/react';
import { boundaries, noModuleState } from '@ma/eslint-config';
import boundariesPlugin from 'eslint-plugin-boundaries';

/**
 * Imports inside the app point one way (docs/conventions.md "Files and folders"): the app's
 * entries -> routes -> features -> shared -> packages, and a feature never imports another
 * feature: what two features need lives in shared (src/lib, src/components).
 */
const layers = {
  plugins: { boundaries: boundariesPlugin },
  settings: {
    // The first folder that matches names a file's element; the rest of src (main.tsx,
    // router.tsx, app-shell, public-pages) is the app, which wires everything.
    'boundaries/elements': [
      { type: 'routes', pattern: 'src/routes', partialMatch: false, stopMatching: true },
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false, stopMatching: true },
      { type: 'shared', pattern: ['src/lib', 'src/components', 'src/test'], partialMatch: false, stopMatching: true },
      { type: 'app', pattern: 'src', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      // The one place that reads the environment (docs/conventions.md "Configuration").
      { category: 'env', pattern: 'src/env.ts' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: 'Imports point one way: routes -> features -> shared, and no feature imports another (docs/conventions.md).',
        policies: [
          { allow: [{ to: { module: { origin: ['external', 'core'] } } }, { to: { file: { categories: 'env' } } }] },
          { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'routes', 'feature', 'shared'] } } } } },
          { from: { element: { type: 'routes' } }, allow: { to: { element: { types: { anyOf: ['routes', 'feature', 'shared'] } } } } },
          {
            from: { element: { type: 'feature' } },
            allow: [
              { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              { to: { element: { type: 'shared' } } },
            ],
          },
          { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          // A test may drive the app's whole route tree (the guards' tests build its router).
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'app' } } } },
        ],
      },
    ],
  },
};

/**
 * No module-level state (docs/conventions.md "TypeScript"), as in the API's lint: what the app
 * keeps lives in what main.tsx makes once (the router context, the query client), so that two
 * apps in one process (the tests render hundreds, the prerender renders every public page) share
 * nothing. The few that belong to the page rather than to an app are marked where they stand.
 */
const moduleState = noModuleState({
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/*-test-utils.{ts,tsx}', 'src/test/**'],
  message: 'No module-level state: keep it in what main.tsx makes once and passes in (docs/conventions.md "TypeScript").',
});

export default [...react, boundaries(['@ma/api']), layers, moduleState];
