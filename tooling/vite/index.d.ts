import type { UserConfigFnObject } from 'vite';

/** The Vite config of an internal app, served under `base` by the API, its dev server on `port`. */
export function internalAppConfig(app: { base: string; port: number }): UserConfigFnObject;
