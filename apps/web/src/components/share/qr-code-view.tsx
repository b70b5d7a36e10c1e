import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import '@mantine/core/styles/Skeleton.css';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
// The app's one QR code maker, loaded on first use (docs/decisions/008-first-load.md).
import { downloadQrCodePng, qrCodeSvgSrc } from './qr-code.ts';

const QR_ERROR = 'Não foi possível gerar o QR code. Tente novamente.';

interface QrCodeViewProps {
  url: string;
  /** The PNG's name for 'Baixar QR code' (a 1024 px image). */
  fileName: string;
  alt: string;
  /** The shown code's side in px; it shrinks to a narrow screen. */
  size: number;
  /** Centred under a modal's title, or at the start of a panel. */
  centered?: boolean;
  /** The link written under the code, to read or copy by hand. */
  showUrl?: boolean;
}

/** A link's QR code, to show on a screen or print, and 'Baixar QR code': the affiliate link's modal and the kit's share panel. */
export function QrCodeView({ url, fileName, alt, size, centered = false, showUrl = false }: QrCodeViewProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // Made once it comes on screen, as an image that loads lazily: at the foot of the kit editor on
  // a phone, making it (qrcode tries eight masks) was a long task of the page's start (issue #38).
  // A browser that cannot tell makes it at once.
  const { ref, inViewport } = useInViewport();
  const [wanted, setWanted] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inViewport) setWanted(true);
  }, [inViewport]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    qrCodeSvgSrc(url).then(
      (svg) => current && setSrc(svg),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [url, wanted]);

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
    <Stack ref={ref} gap={centered ? 'md' : 'sm'} align={centered ? 'center' : 'flex-start'}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          style={{ borderRadius: 'var(--mantine-radius-md)', background: '#fff', maxWidth: '100%', height: 'auto' }}
        />
      ) : failed ? (
        <Text size="sm" c="dimmed" role="status">
          {QR_ERROR}
        </Text>
      ) : (
        <Skeleton w={size} h={size} maw="100%" radius="md" aria-hidden />
      )}
      {showUrl && (
        <Text size="sm" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }}>
          {url}
        </Text>
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
