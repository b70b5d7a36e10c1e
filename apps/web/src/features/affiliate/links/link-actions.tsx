import type { AffiliateLink } from '@ma/api-client/schemas';
import { whatsappShareUrl } from '@ma/domain';
import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconQrcode, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { canShareNatively, shareNatively } from '../../../components/share/share-actions.ts';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast.ts';

/**
 * 'Copiar', 'Compartilhar' (the phone's share sheet, or WhatsApp where there is none) and
 * 'QR code' for one link; each names its brand for screen readers, as a page has many.
 */
export function LinkActions({ link, onShowQr }: { link: AffiliateLink; onShowQr: () => void }) {
  // Read once on mount: the answer does not change while the page is open.
  const [native] = useState(canShareNatively);
  const copy = useCopyWithToast();
  const url = link.trackedUrl;
  const text = `Confira ${link.brandName}`;
  // Compact: on a 360 px phone two fit a line, the third wraps below.
  const common = { size: 'compact-sm', radius: 'xl', variant: 'default', px: 'xs' } as const;
  return (
    <Group gap={6}>
      <Button {...common} leftSection={<IconCopy size={16} aria-hidden />} aria-label={`Copiar link de ${link.brandName}`} onClick={() => copy(url)}>
        Copiar
      </Button>
      {native ? (
        <Button
          {...common}
          leftSection={<IconShare size={16} aria-hidden />}
          aria-label={`Compartilhar link de ${link.brandName}`}
          onClick={() => void shareNatively({ title: link.brandName, text, url })}
        >
          Compartilhar
        </Button>
      ) : (
        <Button
          {...common}
          component="a"
          href={whatsappShareUrl(url, text)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandWhatsapp size={16} color="#25D366" aria-hidden />}
          aria-label={`Compartilhar link de ${link.brandName} no WhatsApp`}
        >
          Compartilhar
        </Button>
      )}
      <Button {...common} leftSection={<IconQrcode size={16} aria-hidden />} aria-label={`QR code do link de ${link.brandName}`} onClick={onShowQr}>
        QR code
      </Button>
    </Group>
  );
}
