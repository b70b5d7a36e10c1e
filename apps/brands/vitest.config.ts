import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

export default defineConfig({
  plugins: [react()],
  // A test types and clicks through a whole form with user-event: on two shared cores one can
  // take over the 5 s default without anything being wrong.
  test: testConfig({
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  }),
});
