#!/usr/bin/env node
// Writes dist/guest-pages.json: the markup of #root for the guest-only pages (sign-in, sign-up,
// recovery) as a visitor without a session first sees them, prerendered from the app's own
// tree (dist-ssr/entry-shell.js, src/app-shell/entry-shell.tsx). The API puts it into
// index.html for such visitors, so the form paints before the app's script has run; the app
// then hydrates it (docs/architecture.md "Prerendered guest pages"). And dist/signed-in-shell.html:
// the private layout without her data, which the API puts in #root for a visitor with a session,
// with dist/signed-in-pages.json: the same layout around the first screen of the private pages
// that have one known without her data (their heading), by path.
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The guest pages whose first screen is known without any data. */
const PATHS = ['/login', '/register', '/forgot-password'];

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { prerenderGuestPage, prerenderSignedInShell, SIGNED_IN_FIRST_SCREENS } = await import(
  pathToFileURL(fileURLToPath(new URL('../dist-ssr/entry-shell.js', import.meta.url))).href
);
const pages = {};
for (const path of PATHS) pages[path] = await prerenderGuestPage(path);
writeFileSync(`${dist}guest-pages.json`, JSON.stringify(pages));
console.log(`prerendered ${PATHS.join(', ')} into dist/guest-pages.json`);

// The private pages' first screen for a visitor with a session: the layout, before her data.
writeFileSync(`${dist}signed-in-shell.html`, await prerenderSignedInShell());
console.log('prerendered the private layout into dist/signed-in-shell.html');
const signedInPages = {};
for (const path of Object.keys(SIGNED_IN_FIRST_SCREENS)) signedInPages[path] = await prerenderSignedInShell(path);
writeFileSync(`${dist}signed-in-pages.json`, JSON.stringify(signedInPages));
console.log(`prerendered ${Object.keys(signedInPages).join(', ')} with the private layout into dist/signed-in-pages.json`);
