import type { ViteUserConfig } from 'vitest/config';

export function testConfig(overrides?: NonNullable<ViteUserConfig['test']>): NonNullable<ViteUserConfig['test']>;
