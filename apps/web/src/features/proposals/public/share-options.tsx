import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandTelegram, IconBrandWhatsapp, IconLink, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { shareTargets } from './share-targets.ts';
import { canShareNatively, copyLink, shareNatively } from './share-actions.ts';

const icons = {
  whatsapp: IconBrandWhatsapp,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  telegram: IconBrandTelegram,
} as const;

/** Native share sheet where the browser has one, the four networks, and copy link. */
export function ShareOptions({ url, title, text }: { url: string; title: string; text: string }) {
  // Read once on mount: the answer does not change while the page is open.
  const [native] = useState(canShareNatively);
  return (
    <Stack gap="sm">
      <Text fw={700}>Compartilhe esta publi</Text>
      <Group gap="xs">
        {native && (
          <Button radius="xl" leftSection={<IconShare size={18} />} onClick={() => void shareNatively({ title, text, url })}>
            Compartilhar
          </Button>
        )}
        {shareTargets(url, text).map(({ key, label, href, color }) => {
          const Icon = icons[key];
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
        <Button variant="light" radius="xl" leftSection={<IconLink size={18} />} onClick={() => void copyLink(url)}>
          Copiar link
        </Button>
      </Group>
    </Stack>
  );
}
