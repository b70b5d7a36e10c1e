import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

// Each test file's database starts from one migrated template made once per run: a PGlite dump
// (src/test/pglite-template.ts) and, with TEST_DATABASE_URL, a database on the server (src/test/postgres-template.ts).
export default defineConfig({
  test: testConfig({
    hookTimeout: 60_000,
    testTimeout: 30_000,
    globalSetup: ['src/test/pglite-template.ts', 'src/test/postgres-template.ts'],
  }),
});
