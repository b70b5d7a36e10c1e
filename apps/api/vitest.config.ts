import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

// Each test file's PGlite starts from one migrated template made once per run (src/test/pglite-template.ts).
export default defineConfig({ test: testConfig({ hookTimeout: 60_000, testTimeout: 30_000, globalSetup: ['src/test/pglite-template.ts'] }) });
