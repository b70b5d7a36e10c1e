import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The router plugin must come before react() (TOOLCHAIN.md).
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    port: 5173,
    proxy: { '/v3': { target: process.env.API_ORIGIN ?? 'http://localhost:3001', changeOrigin: false } },
  },
  build: {
    sourcemap: true,
    manifest: true,
    // What the entry imports statically, every page loads before it starts: one file for it
    // all, not a dozen shared chunks cut along the lazy routes' lines, each gzipped and fetched
    // on its own (docs/decisions/008-first-load.md).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
});
