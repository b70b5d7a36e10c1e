import { defineConfig } from 'vitest/config';
import { testConfig } from '@ma/vitest-config';

export default defineConfig({ test: testConfig() });
