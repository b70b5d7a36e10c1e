import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A part of a page under its own h2 (the history under Aira's forms, the creator's links). */
export function PageSection({ id, title, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz={20} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}
