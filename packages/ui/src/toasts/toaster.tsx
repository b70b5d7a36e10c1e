import { Notifications } from '@mantine/notifications';
import { toastAutoClose, toastLimit } from './toast-defaults.ts';

export interface ToasterProps {
  /** Maximum number of toasts on screen at once; later ones are queued. @default 3 */
  limit?: number;
  /** Milliseconds before a toast closes by itself. @default 4000 */
  autoClose?: number;
}

/** Where toasts appear: bottom-right, mounted once by `UiProvider`. */
export function Toaster({ limit = toastLimit, autoClose = toastAutoClose }: ToasterProps) {
  return <Notifications position="bottom-right" limit={limit} autoClose={autoClose} containerWidth={400} />;
}
