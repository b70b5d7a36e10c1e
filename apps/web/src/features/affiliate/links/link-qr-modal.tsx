import type { AffiliateLink } from '@ma/api-client/schemas';
import { Modal } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { QrCodeView } from '../../../components/share/qr-code-view.tsx';

/** A link's QR code, to show on a screen or print on a package, and 'Baixar QR code'. */
export function LinkQrModal({ link, onClose }: { link: AffiliateLink | null; onClose: () => void }) {
  return (
    <Modal opened={link !== null} onClose={onClose} title="QR code do link" centered radius="lg">
      {link && (
        <QrCodeView
          key={link.id}
          url={link.trackedUrl}
          fileName={`link-${link.code}-qrcode.png`}
          alt={`QR code do link de ${link.brandName}`}
          size={240}
          centered
          showUrl
        />
      )}
    </Modal>
  );
}
