import webpush from 'web-push';
import { loadOrCreateSecret } from '../../../auth/jwt-secret.ts';
import type { Env } from '../../../env.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { RunMode } from '../../../runtime-mode.ts';
import { createPushSender, DEFAULT_PUSH_SERVICES, type PushSender, type VapidKeys } from './push-sender.ts';

/** Who the push services write to about the demo's key. */
const DEMO_SUBJECT = 'mailto:nao-responda@maisalcance.com.br';

/**
 * The demo's VAPID pair: made once into DATA_DIR, like its other secrets, so that the browsers
 * that subscribed keep working across restarts. Never used in production (`pushDeps`).
 */
function demoVapidKeys(dataDir: string): VapidKeys {
  const kept = loadOrCreateSecret(dataDir, 'vapid-keys', () => {
    const pair = webpush.generateVAPIDKeys();
    return `${pair.publicKey}.${pair.privateKey}`;
  });
  const [publicKey = '', privateKey = ''] = kept.split('.');
  return { publicKey, privateKey, subject: DEMO_SUBJECT };
}

/**
 * Web Push as the configuration asks (docs/product/notifications.md "Push"): the VAPID keys of
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT; in the demo without them, a pair kept in
 * DATA_DIR; in production without them, no push (the switch on /account says so).
 */
export function pushDeps(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_SERVICE_ORIGINS' | 'DATA_DIR'>,
  deps: { logger: Logger; mode: RunMode },
): PushSender | null {
  const services = [...DEFAULT_PUSH_SERVICES, ...env.PUSH_SERVICE_ORIGINS];
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT) {
    deps.logger.info('push: Web Push with the configured VAPID keys', { services });
    const keys = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
    return createPushSender({ keys, services, logger: deps.logger });
  }
  if (deps.mode === 'demo') {
    deps.logger.info('push: Web Push with the demo VAPID keys kept in DATA_DIR (set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT)');
    return createPushSender({ keys: demoVapidKeys(env.DATA_DIR), services, logger: deps.logger });
  }
  deps.logger.info('push: off (set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT)');
  return null;
}
