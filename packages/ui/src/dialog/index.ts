export { Dialog } from './dialog.tsx';
export { ConfirmModal } from './confirm-modal.tsx';
