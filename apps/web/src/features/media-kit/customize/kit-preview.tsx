import type { MediaKit } from '@ma/api-client/schemas';
import type { KitAppearance } from '@ma/domain';
import { Anchor, Group, Paper, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { KitPage } from '../public/kit-page.tsx';
import classes from './customize-page.module.css';

// The public page is rendered by the server (apps/web/src/public-pages): a plain link, in a new tab.
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" size="sm" fw={600} inline>
      <Group component="span" gap={4} wrap="nowrap">
        {children}
        <IconExternalLink size={14} aria-hidden />
        <VisuallyHidden>(abre em nova aba)</VisuallyHidden>
      </Group>
    </Anchor>
  );
}

export interface KitPreviewProps {
  kit: MediaKit;
  /** The appearance being edited, shown in place of the saved one. */
  appearance: KitAppearance;
  /** The kit's public address, absolute. */
  url: string;
}

/** 'Prévia': the public page itself with the unsaved appearance, redrawn as the controls change. */
export function KitPreview({ kit, appearance, url }: KitPreviewProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" className={classes.preview}>
      <Group justify="space-between" gap="xs" px="md" py="sm" className={classes.previewHeader}>
        <Title order={2} fz={16} id={titleId}>
          Prévia
        </Title>
        <Group gap="md">
          <NewTabLink href={`/${kit.username}`}>Ver meu kit</NewTabLink>
          <NewTabLink href={`/${kit.username}?theme=${appearance.theme}`}>Ver com este tema</NewTabLink>
        </Group>
      </Group>
      {/* Scrolls on its own beside the controls on wide screens: reachable from the keyboard too. */}
      <div className={classes.previewFrame} role="group" aria-labelledby={titleId} tabIndex={0} data-testid="kit-preview">
        <KitPage kit={{ ...kit, appearance }} url={url} preview />
      </div>
    </Paper>
  );
}
