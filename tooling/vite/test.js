import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

/**
 * The Vitest config of an internal app (apps/backoffice, apps/brands): its component tests in
 * jsdom, after its src/test/setup.ts. A test types and clicks through a whole form with
 * user-event: on two shared cores one can take over the 5 s default without anything being wrong.
 */
export function internalAppTestConfig() {
  return defineConfig({
    plugins: [react()],
    test: testConfig({ environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], testTimeout: 20_000 }),
  });
}
