import webpush from 'web-push';
import type { Logger } from '../../../lib/logger.ts';
import { createProviderHttp, isRetryableStatus, isSuccess, ProviderHttpError, type SendToProvider } from '../../../lib/provider-http.ts';

/** The server's VAPID identity (RFC 8292): the key pair, base64url, and who to write to about it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: */
  subject: string;
}

/** A browser's subscription, as kept (push_subscriptions). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (apps/web/public/sw.js): the texts and the app's path it opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** One notification per event on the phone: a second with the same tag replaces the first. */
  tag: string;
}

/**
 * - delivered: the push service took it.
 * - gone: the subscription no longer works (404/410, a key it was not made with): remove it.
 * - retry: no answer, throttled or the service failed: try again later.
 * - refused: the service refused this message (a 4xx): not worth trying again.
 */
export type PushResult = 'delivered' | 'gone' | 'retry' | 'refused';

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Whether a browser's push service address is one this server sends to. */
  acceptsEndpoint(endpoint: string): boolean;
  send(target: PushTarget, message: PushMessage, ttlSeconds: number): Promise<PushResult>;
}

/**
 * The push services of the browsers in use: Chrome and Edge on Android and desktop (FCM), Firefox
 * (Mozilla), Safari (Apple), and Windows' own. A subscription elsewhere is refused: the server
 * POSTs to the address a browser gives, so an open list would let anyone aim it at any host.
 */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
];

/** 'https://*.push.apple.com' or 'http://127.0.0.1:*' as a test of an origin: '*' stands for one or more characters of a name or a port. */
function originPattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace(/\*/g, '[^/:]+');
  return new RegExp(`^${escaped}$`, 'i');
}

const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push with VAPID (the `web-push` package encrypts the message for the browser's keys,
 * aes128gcm, and signs the VAPID header), sent through the platform's HTTP client: one attempt
 * under a time limit, no redirect followed. The job runner retries (push-job.ts).
 */
export function createPushSender(options: {
  keys: VapidKeys;
  /** Origins the endpoints may have (DEFAULT_PUSH_SERVICES; PUSH_SERVICE_ORIGINS). */
  services: readonly string[];
  logger: Logger;
  http?: SendToProvider;
}): PushSender {
  const { keys, logger } = options;
  const patterns = options.services.map(originPattern);
  const http = options.http ?? createProviderHttp({ timeoutMs: PUSH_TIMEOUT_MS });
  const acceptsEndpoint = (endpoint: string) => {
    if (!URL.canParse(endpoint)) return false;
    const { origin, protocol } = new URL(endpoint);
    return (protocol === 'https:' || protocol === 'http:') && patterns.some((pattern) => pattern.test(origin));
  };
  return {
    publicKey: keys.publicKey,
    acceptsEndpoint,
    async send(target, message, ttlSeconds) {
      const host = URL.canParse(target.endpoint) ? new URL(target.endpoint).host : 'invalid';
      // Checked again when sending: the list may have changed since the browser subscribed.
      if (!acceptsEndpoint(target.endpoint)) return 'gone';
      let request: webpush.RequestDetails;
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: keys,
            TTL: ttlSeconds,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
          },
        );
      } catch (error) {
        // Keys that are no P-256 point cannot be encrypted to, now or later.
        logger.warn('push: subscription keys unusable', { host, error: error instanceof Error ? error.message : String(error) });
        return 'gone';
      }
      try {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
        // The service's address is the subscription's secret: only its host is named in errors and logs.
        const answer = await http({ method: 'POST', url: request.endpoint, headers, body: request.body ?? undefined, what: `push to ${host}` });
        if (isSuccess(answer.status)) return 'delivered';
        // 403: a subscription made with another VAPID key (the keys changed) never works again.
        if (answer.status === 404 || answer.status === 410 || answer.status === 403) return 'gone';
        if (isRetryableStatus(answer.status)) return 'retry';
        logger.warn('push: refused by the push service', { host, status: answer.status });
        return 'refused';
      } catch (error) {
        if (error instanceof ProviderHttpError) return 'retry';
        throw error;
      }
    },
  };
}
