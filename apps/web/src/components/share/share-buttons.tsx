import { Button, Group } from '@mantine/core';
import { IconLink, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useCopyWithToast } from '../../lib/use-copy-with-toast.ts';
import { canShareNatively, shareNatively } from './share-actions.ts';
import { shareTargetIcons } from './share-icons.ts';
import { shareTargets } from './share-targets.ts';

export interface ShareButtonsProps {
  /** The link every target carries, absolute. */
  url: string;
  /** The title of the native share sheet. */
  title: string;
  /** The text that goes with the link where the target takes one (native, WhatsApp, Telegram). */
  text: string;
  /** Ends the row with 'Copiar link'; off where the page copies from its own field. @default true */
  withCopy?: boolean;
}

/** Native share sheet where the browser has one, the four networks and, unless turned off, copy link. */
export function ShareButtons({ url, title, text, withCopy = true }: ShareButtonsProps) {
  // Read once on mount: the answer does not change while the page is open.
  const [native] = useState(canShareNatively);
  const copy = useCopyWithToast();
  return (
    <Group gap="xs">
      {native && (
        <Button radius="xl" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void shareNatively({ title, text, url })}>
          Compartilhar
        </Button>
      )}
      {shareTargets(url, text).map(({ key, label, href, color }) => {
        const Icon = shareTargetIcons[key];
        return (
          <Button
            key={key}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            radius="xl"
            leftSection={<Icon size={18} color={color} aria-hidden />}
          >
            {label}
          </Button>
        );
      })}
      {withCopy && (
        <Button variant="light" radius="xl" leftSection={<IconLink size={18} aria-hidden />} onClick={() => copy(url)}>
          Copiar link
        </Button>
      )}
    </Group>
  );
}
