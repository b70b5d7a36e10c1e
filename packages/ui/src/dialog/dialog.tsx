import { Modal, type ModalProps } from '@mantine/core';

// Mantine draws a modal's title bar as a <header>, a second 'banner' landmark beside the page's
// (axe: landmark-no-duplicate-banner), and its close button with no name.
const attributes = { header: { role: 'presentation' }, close: { 'aria-label': 'Fechar' } };

/** Mantine's Modal, with a title bar that is no landmark and a close button that says what it does. */
export function Dialog(props: ModalProps) {
  return <Modal attributes={attributes} {...props} />;
}
