import type { ApiClient } from '@ma/api-client';
import { notificationsCalls } from '@ma/api-client/query/calls';
import type { PushSubscriptionInput } from '@ma/api-client/schemas';
import { env } from '../env.ts';

/**
 * Web Push on this browser (docs/product/notifications.md "Push"): the browser's side of the
 * switch on /account. The service worker (public/sw.js) shows what arrives.
 */

/** Whether this browser can take push notifications at all (iOS only once the app is on the home screen). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The creator said no to notifications for this site: only the browser's settings undo it. */
export class PushDeniedError extends Error {
  constructor() {
    super('notifications denied');
    this.name = 'PushDeniedError';
  }
}

/**
 * The service worker's registration: the one main.tsx registers in production (waited for), or in
 * development, where nothing registers it, this file's own.
 */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (!env.PROD && !(await navigator.serviceWorker.getRegistration('/'))) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration('/');
  return (await found?.pushManager.getSubscription()) ?? null;
}

/** A VAPID key as `applicationServerKey` takes it: the bytes of its base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

/** The subscription as the API keeps it. */
function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' } };
}

/**
 * Asks the permission (the browser's own prompt, on the creator's click), subscribes this browser
 * with the server's key and hands the subscription to the API. A subscription made with another
 * key (the server's keys changed) is replaced.
 */
export async function startPushOnThisBrowser(api: ApiClient, publicKey: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDeniedError();
  const { pushManager } = await registration();
  const key = keyBytes(publicKey);
  let subscription = await pushManager.getSubscription();
  const madeWith = subscription?.options.applicationServerKey;
  if (subscription && madeWith && !sameBytes(new Uint8Array(madeWith), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await (await notificationsCalls()).addPushSubscription(api, subscriptionInput(subscription));
}

/**
 * Hands this browser's subscription to the API again, when it has one and the permission still
 * holds: once each time the app opens. The API keeps it as it is (the same address), or learns the
 * one the browser made in place of an expired one (public/sw.js `pushsubscriptionchange`), or
 * the one it had forgotten (its push service once refused a message).
 */
export async function syncPushOnThisBrowser(api: ApiClient): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await currentPushSubscription();
  if (subscription) await (await notificationsCalls()).addPushSubscription(api, subscriptionInput(subscription));
}

/**
 * Stops notifications on this browser: the browser's subscription ends (its push service then
 * refuses the server's pushes, which forgets it) and the API is told at once.
 */
export async function stopPushOnThisBrowser(api: ApiClient): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await (await notificationsCalls()).removePushSubscription(api, { endpoint });
}
