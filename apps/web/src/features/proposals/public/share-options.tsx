import { Stack, Text } from '@mantine/core';
import { ShareButtons } from '../../share/share-buttons.tsx';

/** 'Compartilhe esta publi': native share sheet where the browser has one, the four networks, and copy link. */
export function ShareOptions({ url, title, text }: { url: string; title: string; text: string }) {
  return (
    <Stack gap="sm">
      <Text fw={700}>Compartilhe esta publi</Text>
      <ShareButtons url={url} title={title} text={text} />
    </Stack>
  );
}
