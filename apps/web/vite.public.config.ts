import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The server-rendered public pages (/{username}, /publi/{id}/public), built apart from the app
 * so that they carry none of it (docs/architecture.md "Public pages"):
 * - `vite build -c vite.public.config.ts` writes the hydration script and its CSS into dist/,
 *   beside the app, with their own manifest (.vite/public-manifest.json);
 * - with `--ssr src/public-pages/entry-server.tsx`, the renderer the API imports, into dist-ssr/.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })])],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist',
        emptyOutDir: false,
        manifest: 'public-manifest.json',
        sourcemap: true,
        rolldownOptions: { input: { public: 'src/public-pages/entry-client.tsx' } },
      },
  // In the server bundle, the workspace packages are bundled (they are TypeScript sources or
  // ESM dist); React stays a dependency resolved from apps/web.
  ssr: { noExternal: [/^@ma\//] },
}));
