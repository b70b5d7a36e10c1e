import { base, boundaries, noModuleState } from '@ma/eslint-config';
import boundariesPlugin from 'eslint-plugin-boundaries';
import moduleOrder from './src/modules/module-order.json' with { type: 'json' };

/**
 * Imports inside the API point one way (docs/architecture.md "Modules declare themselves once"):
 * the platform (lib, auth, db, rate-limit, mail) imports no module; a module imports the
 * platform, itself and the modules before it in `apiModules` (src/modules/module-order.json,
 * which a test holds equal to the list); the program's entries (app.ts, main.ts, cli.ts, the
 * seed, the tests' set-up) wire everything. A module tells the modules after it what happened
 * by an event (lib/events.ts), never by importing them: the order has no exception.
 *
 * A module's types of what it provides are composed in modules/services.ts, which every module
 * may import (types only: it imports only the modules' `.provides.ts` files).
 */
const moduleRules = moduleOrder.map((name, position) => ({
  from: { element: { type: 'module', captured: { name } } },
  allow: [
    { to: { element: { type: 'module', captured: { name } } } },
    ...moduleOrder.slice(0, position).map((earlier) => ({ to: { element: { type: 'module', captured: { name: earlier } } } })),
  ],
}));

const layers = {
  plugins: { boundaries: boundariesPlugin },
  settings: {
    'import/resolver': { node: { extensions: ['.ts'] } },
    // The first pattern that matches names a file's element.
    'boundaries/elements': [
      { type: 'module', pattern: 'src/modules/*', capture: ['name'], partialMatch: false, stopMatching: true },
      { type: 'platform', pattern: ['src/lib', 'src/auth', 'src/db', 'src/rate-limit', 'src/mail'], partialMatch: false, stopMatching: true },
      { type: 'app', pattern: 'src', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'test', pattern: ['**/*.test.ts', '**/*.test-support.ts', 'src/test/**', '**/testing/**'] },
      // The composition of the modules' provided types (types only; it imports their `.provides.ts`).
      { category: 'services', pattern: 'src/modules/services.ts' },
      // What the platform reads its configuration and declares its seeders with.
      { category: 'setup', pattern: ['src/env.ts', 'src/runtime.ts', 'src/runtime-mode.ts', 'src/seed/seed-context.ts'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'Imports point one way: the platform imports no module, and a module imports only those before it in apiModules (docs/architecture.md).',
        policies: [
          { allow: [{ to: { module: { origin: ['external', 'core'] } } }, { to: { file: { categories: { anyOf: ['setup', 'services'] } } } }] },
          { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'module', 'platform'] } } } } },
          { from: { element: { type: 'platform' } }, allow: { to: { element: { type: 'platform' } } } },
          { from: { element: { type: 'module' } }, allow: { to: { element: { type: 'platform' } } } },
          { from: { file: { categories: 'services' } }, allow: { to: { element: { type: 'module' } } } },
          ...moduleRules,
          // A test sets up what it needs from anywhere (other modules' fixtures, the whole app).
          { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: ['app', 'module', 'platform'] } } } } },
        ],
      },
    ],
  },
};

/**
 * No module-level state (docs/architecture.md "Injected dependencies"): per-app state lives in the
 * services a module provides, so two apps in one process (the tests make hundreds) share nothing.
 * The few memos of what is the same for every app of a process are marked where they stand.
 */
const moduleState = noModuleState({
  files: ['src/modules/**/*.ts', 'src/lib/**/*.ts', 'src/auth/**/*.ts', 'src/db/**/*.ts', 'src/rate-limit/**/*.ts', 'src/mail/**/*.ts'],
  ignores: ['**/*.test.ts', '**/*.test-support.ts', '**/testing/**'],
  message: 'No module-level state: keep it in the services the module provides (docs/architecture.md "Injected dependencies").',
});

export default [...base, boundaries(['@ma/ui', '@ma/web', 'react']), layers, moduleState];
