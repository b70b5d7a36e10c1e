import { react } from '@ma/eslint-config/react';
import { boundaries, noModuleState } from '@ma/eslint-config';

/** No module-level state, as in the other apps: what the app keeps lives in what main.tsx makes once. */
const moduleState = noModuleState({
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
  message: 'No module-level state: keep it in what main.tsx makes once and passes in (docs/conventions.md "TypeScript").',
});

export default [...react, boundaries(['@ma/api']), moduleState, { ignores: ['src/routeTree.gen.ts'] }];
