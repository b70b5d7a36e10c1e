import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { useLayoutEffect, useState } from 'react';
import { toastAutoClose, toastLimit } from './toast-defaults.ts';

export interface ToasterProps {
  /** Maximum number of toasts on screen at once; later ones are queued. @default 3 */
  limit?: number;
  /** Milliseconds before a toast closes by itself. @default 4000 */
  autoClose?: number;
}

/** Where toasts appear: bottom-right, mounted once by `UiProvider`. */
export function Toaster({ limit = toastLimit, autoClose = toastAutoClose }: ToasterProps) {
  // UiProvider loads the toaster after the page, so toasts raised meanwhile wait in the store,
  // placed under its default limit (5): re-place them under ours before any is shown.
  const [placed, setPlaced] = useState(false);
  useLayoutEffect(() => {
    notificationsStore.updateState((state) => ({ ...state, limit }));
    notifications.updateState(notificationsStore, (raised) => raised);
    setPlaced(true);
  }, [limit]);
  return placed ? <Notifications position="bottom-right" limit={limit} autoClose={autoClose} containerWidth={400} /> : null;
}
