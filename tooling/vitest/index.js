// Shared Vitest defaults: tests live beside the code, never retry, and fail on
// a focused test so that a stray `.only` cannot silently skip the rest in CI.
/** @param {import('vitest/config').ViteUserConfig['test']} [overrides] */
export function testConfig(overrides = {}) {
  return {
    include: ['src/**/*.test.{ts,tsx}'],
    allowOnly: !process.env.CI,
    retry: 0,
    reporters: process.env.CI ? ['default'] : ['default'],
    ...overrides,
  };
}
