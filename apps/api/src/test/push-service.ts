// The web app's end-to-end tests read this file too: their compiler does not see this folder's
// declarations, and an ambient module declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./http-ece.d.ts" />
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/** A push message as the push service got it: decrypted with the browser's keys, its VAPID claims checked. */
export interface ReceivedPush {
  /** The subscription's path on this service ('/push/<id>'). */
  path: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key that signed the request (`k=` of the Authorization header). */
  vapidKey: string;
  /** The JWT's `aud` (the service's origin) and `sub` (the server's contact). */
  audience: unknown;
  subject: unknown;
  /** The message as the service worker reads it. */
  message: unknown;
}

const fromBase64url = (text: string) => Buffer.from(text, 'base64url');

/** The P-256 public key of a VAPID header (65 bytes, uncompressed) as the JWK jose verifies with. */
async function vapidPublicKey(base64url: string) {
  const raw = fromBase64url(base64url);
  return importJWK({ kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, 'ES256');
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/**
 * A push service on 127.0.0.1 that speaks RFC 8030 as FCM or Mozilla's do for the server's side:
 * it takes POSTs at a subscription's address, answers 201, or what a test set for that address
 * (410 for an expired subscription, 503 for an outage). It holds the browsers' private keys
 * (`subscription()` makes them as a browser does), so it decrypts each message (RFC 8291,
 * aes128gcm) and checks its VAPID signature (RFC 8292) against the key in the request.
 */
export async function startTestPushService() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: { path: string; status: number }[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '';
      const body = await readBody(request);
      const status = statuses.get(path) ?? 201;
      const browser = browsers.get(path);
      if (request.method !== 'POST' || !browser || status >= 300) {
        refused.push({ path, status: browser ? status : 404 });
        response.writeHead(browser ? status : 404).end();
        return;
      }
      const authorization = /^vapid t=([^,]+), k=(\S+)$/.exec(request.headers.authorization ?? '');
      if (!authorization?.[1] || !authorization[2] || request.headers['content-encoding'] !== 'aes128gcm') {
        response.writeHead(401).end();
        return;
      }
      const { payload } = await jwtVerify(authorization[1], await vapidPublicKey(authorization[2]));
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth.toString('base64url') });
      received.push({
        path,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        vapidKey: authorization[2],
        audience: payload.aud,
        subject: payload.sub,
        message: JSON.parse(plain.toString('utf8')),
      });
      response.writeHead(201).end();
    })().catch((error: unknown) => {
      response.writeHead(400).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    /** A browser's subscription on this service, as `PushSubscription.toJSON()` gives it. */
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      browsers.set(path, { ecdh, auth });
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }, path };
    },
    /** What this service answers at `path` from now on (201 again with `undefined`). */
    answer(path: string, status: number | undefined) {
      if (status === undefined) statuses.delete(path);
      else statuses.set(path, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
