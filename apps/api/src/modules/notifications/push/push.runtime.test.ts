import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env.ts';
import { silentLogger } from '../../../lib/logger.ts';
import { pushDeps } from './push.runtime.ts';

describe('Web Push as the configuration asks', () => {
  const folders: string[] = [];
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), 'push-runtime-'));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('uses the configured VAPID keys in production', () => {
    const pair = webpush.generateVAPIDKeys();
    const env = loadEnv({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:a@b.example',
    });
    expect(pushDeps(env, { logger: silentLogger, mode: 'production' })?.publicKey).toBe(pair.publicKey);
  });

  it('has no push in production without them, and never makes or reads the demo pair there', () => {
    const folder = dataDir();
    // A demo pair left in the folder by an earlier demo run.
    pushDeps(loadEnv({ DATA_DIR: folder }), { logger: silentLogger, mode: 'demo' });
    expect(existsSync(join(folder, 'vapid-keys'))).toBe(true);
    expect(pushDeps(loadEnv({ DATA_DIR: folder }), { logger: silentLogger, mode: 'production' })).toBeNull();
  });

  it('makes the demo a pair once, kept across restarts', () => {
    const folder = dataDir();
    const first = pushDeps(loadEnv({ DATA_DIR: folder }), { logger: silentLogger, mode: 'demo' });
    const again = pushDeps(loadEnv({ DATA_DIR: folder }), { logger: silentLogger, mode: 'demo' });
    expect(first?.publicKey).toMatch(/^[\w-]{87}$/);
    expect(again?.publicKey).toBe(first?.publicKey);
    expect(readFileSync(join(folder, 'vapid-keys'), 'utf8')).toContain(first?.publicKey);
  });

  // The browsers' push services and the ones added (here 127.0.0.1), nothing else.
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://db5p.notify.windows.com/w/?token=abc', true],
    ['http://127.0.0.1:4321/push/abc', true],
    ['http://127.0.0.1.evil.example:4321/push/abc', false],
    ['https://notify.windows.com.evil.example/x', false],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://user@fcm.googleapis.com.evil.example/', false],
    ['not a url', false],
  ])('accepts the endpoint %s: %j', (endpoint, accepted) => {
    const push = pushDeps(loadEnv({ DATA_DIR: dataDir(), PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*' }), { logger: silentLogger, mode: 'demo' });
    expect(push?.acceptsEndpoint(endpoint)).toBe(accepted);
  });
});
