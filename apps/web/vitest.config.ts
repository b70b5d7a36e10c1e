import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

export default defineConfig({
  plugins: [react()],
  // build/: the build's own plugins.
  test: testConfig({ include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'], environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] }),
});
