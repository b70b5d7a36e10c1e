import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The server-rendered public pages (/{username}, /publi/{id}/public), built apart from the app
 * so that they carry none of it (docs/architecture.md "Public pages"):
 * - `vite build -c vite.public.config.ts` writes the hydration script and its CSS into dist/,
 *   beside the app, with their own manifest (.vite/public-manifest.json);
 * - with `--ssr`, into dist-ssr/: the renderer the API imports (entry-server), and the app's
 *   guest pages' prerenderer that scripts/prerender-guest-pages.mjs runs once (entry-shell).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })])],
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: isSsrBuild,
    sourcemap: true,
    ...(isSsrBuild ? {} : { manifest: 'public-manifest.json' }),
    // A stylesheet per chunk: the server inlines into each page only those of its page file and
    // what it imports (the manifest says which), so a kit carries none of the proposal page's CSS.
    cssCodeSplit: true,
    rolldownOptions: {
      input: (isSsrBuild
        ? { 'entry-server': 'src/public-pages/entry-server.tsx', 'entry-shell': 'src/app-shell/entry-shell.tsx' }
        : { public: 'src/public-pages/entry-client.tsx' }) as Record<string, string>,
    },
  },
  // In the server bundle, the workspace packages are bundled (they are TypeScript sources or
  // ESM dist); React stays a dependency resolved from apps/web.
  ssr: { noExternal: [/^@ma\//] },
}));
