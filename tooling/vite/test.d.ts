import type { UserConfig } from 'vitest/config';

/** The Vitest config of an internal app: jsdom, its src/test/setup.ts, 20 s a test. */
export function internalAppTestConfig(): UserConfig;
