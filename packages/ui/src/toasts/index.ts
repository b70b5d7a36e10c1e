export { toast, type ToastContent, type ToastOptions, type ToastVariant } from './toast.tsx';
export { Toaster, type ToasterProps } from './toaster.tsx';
export { toastAutoClose, toastLimit } from './toast-defaults.ts';
