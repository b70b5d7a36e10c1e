import { isNarrowLayout } from '@ma/domain';
import { Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { useViewportWidth } from '../../../lib/drawn-for.ts';
import { modalStyles } from './modal-styles.ts';

/** A proposal's large modal (applying, an application sent): centered, full screen on phones. */
export function ProposalModal(props: ModalProps) {
  const narrow = isNarrowLayout(useViewportWidth());
  return <Modal centered radius={narrow ? 0 : 'lg'} size="lg" fullScreen={narrow} styles={modalStyles} {...props} />;
}

/** The proposal a modal is about, on a light band: the brand's logo, the proposal's name and, under it, `detail`. */
export function ProposalBand({ logoUrl, brandName, name, detail }: { logoUrl: string | null; brandName: string; name: string; detail: ReactNode }) {
  return (
    <Group wrap="nowrap" gap="sm" p="sm" bg="brand.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <BrandLogo logoUrl={logoUrl} name={brandName} size={44} />
      <Stack gap={0} miw={0}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Group>
  );
}
