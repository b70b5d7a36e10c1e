import { describe, expect, it } from 'vitest';
import { apiModules } from './index.ts';
import moduleOrder from './module-order.json' with { type: 'json' };

describe('the order of the modules', () => {
  // The API's lint (eslint.config.js) lets a module import only those before it in
  // module-order.json: that order must be the program's (docs/architecture.md).
  it('is the same in apiModules as in the lint, the web pages last', () => {
    expect([...apiModules.map((module) => module.name), 'web']).toEqual(moduleOrder);
  });
});
