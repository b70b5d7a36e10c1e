import type { PushSender } from './push/push-sender.ts';

/** What the notifications module adds to the app's services (its manifest's `provide`). */
export interface NotificationsServices {
  /** Web Push with the server's VAPID keys; null where there are none (production without VAPID_*). */
  push: PushSender | null;
}

/** Its options, read from the environment by its `configure` (push/push.runtime.ts). */
export interface NotificationsOptions {
  /** Web Push with the server's VAPID keys. Default: none (no push). */
  push?: PushSender | null;
}
