import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { downloadQrCodePng, qrCodeSvgSrc } from '../../../components/share/qr-code.ts';

const QR_SIZE = 200;
const QR_ALT = 'QR code do link do seu mídia kit';
const QR_ERROR = 'Não foi possível gerar o QR code. Tente novamente.';

/** The QR code of the kit's link, to print or show, and 'Baixar QR code' (a 1024 px PNG). */
export function KitQrCode({ url, fileName }: { url: string; fileName: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let current = true;
    qrCodeSvgSrc(url).then(
      (svg) => current && setSrc(svg),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [url]);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadQrCodePng(url, fileName);
    } catch {
      toast.error(QR_ERROR);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="sm" align="flex-start">
      {src ? (
        <img src={src} alt={QR_ALT} width={QR_SIZE} height={QR_SIZE} style={{ borderRadius: 'var(--mantine-radius-md)', background: '#fff' }} />
      ) : failed ? (
        <Text size="sm" c="dimmed" role="status">
          {QR_ERROR}
        </Text>
      ) : (
        <Skeleton w={QR_SIZE} h={QR_SIZE} radius="md" aria-hidden />
      )}
      <Button
        variant="secondary"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={downloading}
        disabled={failed}
        onClick={() => void download()}
      >
        Baixar QR code
      </Button>
    </Stack>
  );
}
