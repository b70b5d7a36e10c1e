import type { AffiliateLink } from '@ma/api-client/schemas';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Skeleton.css';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
// The app's one QR code maker, loaded on first use (docs/decisions/008-first-load.md).
import { downloadQrCodePng, qrCodeSvgSrc } from '../../../components/share/qr-code.ts';

const QR_SIZE = 240;
const QR_ERROR = 'Não foi possível gerar o QR code. Tente novamente.';

/** A link's QR code, to show on a screen or print on a package, and 'Baixar QR code'. */
export function LinkQrModal({ link, onClose }: { link: AffiliateLink | null; onClose: () => void }) {
  return (
    <Modal opened={link !== null} onClose={onClose} title="QR code do link" centered radius="lg">
      {link && <LinkQrCode key={link.id} link={link} />}
    </Modal>
  );
}

function LinkQrCode({ link }: { link: AffiliateLink }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let current = true;
    qrCodeSvgSrc(link.trackedUrl).then(
      (svg) => current && setSrc(svg),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [link.trackedUrl]);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadQrCodePng(link.trackedUrl, `link-${link.code}-qrcode.png`);
    } catch {
      toast.error(QR_ERROR);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md" align="center">
      {src ? (
        <img
          src={src}
          alt={`QR code do link de ${link.brandName}`}
          width={QR_SIZE}
          height={QR_SIZE}
          style={{ borderRadius: 'var(--mantine-radius-md)', background: '#fff', maxWidth: '100%', height: 'auto' }}
        />
      ) : failed ? (
        <Text size="sm" c="dimmed" role="status">
          {QR_ERROR}
        </Text>
      ) : (
        <Skeleton w={QR_SIZE} h={QR_SIZE} maw="100%" radius="md" aria-hidden />
      )}
      <Text size="sm" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
        {link.trackedUrl}
      </Text>
      <Button
        variant="secondary"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={downloading}
        disabled={!src}
        onClick={() => void download()}
      >
        Baixar QR code
      </Button>
    </Stack>
  );
}
