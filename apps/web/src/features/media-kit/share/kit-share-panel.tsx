import { Button } from '@ma/ui/button';
import { TextInput } from '@ma/ui/text-input';
import { Stack } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card.tsx';
import { QrCodeView } from '../../../components/share/qr-code-view.tsx';
import { ShareButtons } from '../../../components/share/share-buttons.tsx';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast.ts';

export interface KitSharePanelProps {
  /** The kit's public address, absolute (`https://.../{username}`). */
  url: string;
  /** The creator's name, in the native share sheet's title. */
  name: string;
  /** The kit's username, in the QR code's file name. */
  username: string;
}

/**
 * 'Compartilhar': the kit's link to copy, the native share sheet and the networks of the
 * public proposal (one implementation, components/share), and a QR code to show or print.
 */
export function KitSharePanel({ url, name, username }: KitSharePanelProps) {
  const copy = useCopyWithToast();
  return (
    <SectionCard title="Compartilhar" description="Envie seu mídia kit para marcas e agências, ou coloque o link na sua bio.">
      {/* Stacked: the panel sits in narrow columns (the editor's side) as often as in wide ones. */}
      <Stack gap="xs">
        <TextInput label="Link do seu mídia kit" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button leftSection={<IconLink size={18} aria-hidden />} onClick={() => copy(url)}>
          Copiar link
        </Button>
      </Stack>
      <ShareButtons url={url} title={`Mídia kit de ${name}`} text={`Confira o mídia kit de ${name} na Mais Alcance`} withCopy={false} />
      <QrCodeView url={url} fileName={`midia-kit-${username}-qrcode.png`} alt="QR code do link do seu mídia kit" size={200} />
    </SectionCard>
  );
}
