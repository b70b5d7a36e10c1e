import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routePreloads } from './build/route-preloads-plugin.ts';
import { signedInChunks } from './build/signed-in-chunks.ts';

/** See `codeSplitting` below: shared by the guest pages and most others, a few dozen bytes each. */
const tinySharedModules = new RegExp(
  [
    String.raw`src/lib/use-(api|auth|finish-sign-in)\.ts$`,
    String.raw`api-client/dist/query/auth-mutations\.js$`,
    // With the guest forms' e-mail field and two Mantine helpers they load: chunks of 85 to 256 B gzip.
    String.raw`ui/src/(button/button|text-input/(text-input|email-input))\.tsx$`,
    String.raw`@mantine/core/esm/core/utils/noop/noop\.mjs$`,
    String.raw`@mantine/hooks/esm/use-uncontrolled/use-uncontrolled\.mjs$`,
  ].join('|'),
);

/** The guest pages' loader, the build's second entry, and its modules: none of the app's. */
const PAINT_FIRST = 'src/app-shell/paint-first.ts';
const paintFirstModules = /src\/(app-shell\/paint-first|lib\/after-first-paint)\.ts$/;

/** The account call and the wire (ky and the key casing), which the signed-in layout's loader awaits. */
const signedInLayoutData = /[\\/]api-client[\\/]dist[\\/](?:calls[\\/]account|client[\\/]transport)\.js$/;

/**
 * What a guest page loads by `import()` once it has painted, before anyone asks: the toaster, the
 * Google button and its call (GET /v3/config), the wire. In a file of their own, not in the common
 * one with every call and schema of the signed-in pages (build/signed-in-chunks.ts, decision 039).
 */
const guestLater = new RegExp(
  [
    String.raw`ui/src/toasts/toaster\.tsx$`,
    String.raw`src/features/auth/components/google-sign-in\.tsx$`,
    String.raw`api-client/dist/(calls/config|client/transport)\.js$`,
  ].join('|'),
);

// The repository root: its .env (and .env.local, .env.[mode]...) configures the web app as
// it configures the API. Variables set in the environment win over the files.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig(({ command, mode }) => {
  // Every variable, not only VITE_ ones: the dev server reads API_ORIGIN.
  const env = loadEnv(mode, repoRoot, '');
  const signedIn = signedInChunks({ guestLater });
  return {
    envDir: repoRoot,
    // The router plugin must come before react() (docs/toolchain.md).
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      // Brotli and gzip copies of every text asset, written once at build time: the server sends
      // the one the browser accepts (serveStatic's `precompressed`), with no work per request.
      signedIn.plugin,
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
      // dist/route-preloads.json: the files each route needs first, which the server names in
      // index.html (docs/decisions/011-route-preloads.md). The redirects are what the layouts'
      // beforeLoad do (src/routes/_app.tsx, _auth.tsx), so that a guest opening a private page
      // gets the files of /login, where the router sends them, not those of the page.
      // `paintFirst`: the script a prerendered guest page loads instead of the entry, named in the
      // same file (docs/decisions/020-paint-before-scripts.md). `preloadModules`: what a signed-in
      // page's layout awaits before the shell draws, though it comes by `import()` (the account
      // call, with zod and the schemas, and the wire): named with the page's files, so that
      // `/v3/account/me` starts once the entry runs, not after that chain (decision 037).
      routePreloads({
        redirects: { _app: { signedOut: '/login' }, _auth: { signedIn: null } },
        preloadModules: { _app: signedInLayoutData },
        paintFirst: PAINT_FIRST,
      }),
    ],
    // In dev, the workspace packages are served from their sources (the `source` export
    // condition of @ma/domain and @ma/api-client), so an edit there reloads like an edit here;
    // builds use their compiled dist/.
    resolve: command === 'serve' ? { conditions: ['source', ...defaultClientConditions] } : {},
    server: {
      port: 5173,
      proxy: { '/v3': { target: env.API_ORIGIN || 'http://localhost:3001', changeOrigin: false } },
    },
    build: {
      sourcemap: true,
      manifest: true,
      // What the entry imports statically, every page loads before it starts: one file for it
      // all, not a dozen shared chunks cut along the lazy routes' lines, each gzipped and fetched
      // on its own (docs/decisions/008-first-load.md).
      rolldownOptions: {
        // The app (index.html), and the script a prerendered guest page loads instead of it, which
        // loads the app once the page has painted (src/app-shell/paint-first.ts, decision 020).
        input: { index: fileURLToPath(new URL('index.html', import.meta.url)), 'paint-first': fileURLToPath(new URL(PAINT_FIRST, import.meta.url)) },
        output: {
          // Lazy files are named by their hash alone: the entry lists every one of them (to load a
          // route's files together), and names like 'IconChevronDown-' cost bytes gzip cannot
          // squeeze out. The source maps still name every module.
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          codeSplitting: {
            groups: [
              // Not the guest pages' loader (paint-first): it must stay a file of a few hundred bytes.
              { name: 'initial', tags: ['$initial'], test: (id: string) => !paintFirstModules.test(id) },
              // Tiny modules the guest forms and most screens share: on their own each was a
              // chunk of ~150 B gzip (mostly import and export lists) for ~30 B of code, fetched
              // by /login as a separate file. In the entry they cost their code alone.
              { name: 'initial', test: tinySharedModules },
              // The signed-in pages: one file per section of `_app`, one for what sections share
              // (build/signed-in-chunks.ts, decision 039).
              signedIn.group,
            ],
          },
        },
      },
    },
  };
});
