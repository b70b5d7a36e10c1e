import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

export default defineConfig({
  plugins: [react()],
  test: testConfig({
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  }),
});
