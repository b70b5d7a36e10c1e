import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The repository root's .env configures the internal apps as it does the API and the creator app.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The Vite config of an internal app (apps/backoffice, apps/brands): a build of its own, served
 * under `base` by the API in the demo (apps/api/src/modules/web/built-app.ts), so nothing of it
 * reaches the creator app's bundle.
 * @param {{ base: string; port: number }} app its path under the API, and its dev server's port
 */
export function internalAppConfig({ base, port }) {
  return defineConfig(({ command, mode }) => {
    const env = loadEnv(mode, repoRoot, '');
    return {
      base,
      envDir: repoRoot,
      // The router plugin must come before react() (docs/toolchain.md).
      plugins: [
        tanstackRouter({ target: 'react', autoCodeSplitting: true }),
        react(),
        // Brotli and gzip copies of every text asset: the server sends the one the browser accepts.
        compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
      ],
      // In dev, the workspace packages are served from their sources, as in apps/web.
      resolve: command === 'serve' ? { conditions: ['source', ...defaultClientConditions] } : {},
      server: {
        port,
        proxy: { '/v3': { target: env.API_ORIGIN || 'http://localhost:3001', changeOrigin: false } },
      },
      build: {
        sourcemap: true,
        rolldownOptions: { output: { chunkFileNames: 'assets/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' } },
      },
    };
  });
}
