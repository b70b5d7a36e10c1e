import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

export default defineConfig({
  plugins: [react()],
  // build/: the build's own plugins. A test types and clicks through a whole page with
  // user-event; on a 2-core machine running the other packages' tests beside it (turbo), one
  // can take over the 5 s default without anything being wrong.
  test: testConfig({
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Every vi.spyOn is undone before the next test, so no test leaves one behind.
    restoreMocks: true,
    testTimeout: 20_000,
  }),
});
