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
  build: { sourcemap: true, manifest: true },
});
