import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

// PGlite starts and migrates in about 4 s (docs/toolchain.md); a test file opens one per database.
export default defineConfig({ test: testConfig({ hookTimeout: 60_000, testTimeout: 30_000 }) });
