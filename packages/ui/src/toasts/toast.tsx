import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { closeNotificationLabel } from '../theme/theme.ts';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error' | 'waiting';

export interface ToastOptions {
  /** Bold first line; shown as the body when there is no message. @default undefined */
  title?: ReactNode;
  /** Body text. @default undefined */
  message?: ReactNode;
  /** Own id, e.g. to replace a toast later; generated when absent. @default random */
  id?: string;
  /** Milliseconds before closing, or `false` to stay; ignored by `waiting`. @default 4000 (from Toaster) */
  autoClose?: number | false;
}

const iconProps = { size: 18, stroke: 2.2, 'aria-hidden': true } as const;

const variants: Record<ToastVariant, Partial<NotificationData>> = {
  success: { color: 'teal', icon: <IconCheck {...iconProps} />, loading: false },
  info: { color: 'brand', icon: <IconInfoCircle {...iconProps} />, loading: false },
  warning: { color: 'orange', icon: <IconAlertTriangle {...iconProps} />, loading: false },
  error: { color: 'red', icon: <IconX {...iconProps} />, loading: false },
  // A waiting toast spins until `toast.update` turns it into an outcome.
  waiting: { color: 'brand', icon: undefined, loading: true, autoClose: false },
};

/** A plain string is the message: `toast.error('Credenciais inválidas.')`. */
export type ToastContent = string | ToastOptions;

function toData(variant: ToastVariant, content: ToastContent): NotificationData {
  const { title, message, id, autoClose }: ToastOptions = typeof content === 'string' ? { message: content } : content;
  return {
    id,
    // A lone line reads better as body text than as a bold title over an empty body.
    title: message === undefined ? undefined : title,
    message: message ?? title,
    // `true` means "the Toaster's default", which an update from `waiting` must restore.
    autoClose: autoClose ?? true,
    withBorder: true,
    closeButtonProps: { 'aria-label': closeNotificationLabel },
    'data-variant': variant,
    ...variants[variant],
  };
}

function show(variant: ToastVariant, content: ToastContent): string {
  return notifications.show(toData(variant, content));
}

/**
 * The toast API. Each variant returns the toast id, for `update` and `hide`:
 * `const id = toast.waiting({ message: 'Enviando...' }); toast.update(id, 'success', {...})`.
 */
export const toast = {
  success: (content: ToastContent) => show('success', content),
  info: (content: ToastContent) => show('info', content),
  warning: (content: ToastContent) => show('warning', content),
  error: (content: ToastContent) => show('error', content),
  waiting: (content: ToastContent) => show('waiting', content),
  /** Replaces the content and variant of toast `id`. */
  update: (id: string, variant: ToastVariant, content: string | Omit<ToastOptions, 'id'>) => {
    notifications.update({ ...toData(variant, content), id });
    return id;
  },
  /** Closes toast `id`. */
  hide: (id: string) => notifications.hide(id),
  /** The ids of the error toasts on screen or waiting in the queue. */
  errorIds: (): string[] => {
    const { notifications: shown, queue } = notificationsStore.getState();
    return [...shown, ...queue].flatMap((data) => (data['data-variant'] === 'error' && data.id !== undefined ? [data.id] : []));
  },
  /** Closes every toast and empties the queue. */
  clean: () => notifications.clean(),
};
