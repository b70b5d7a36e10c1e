import { Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Button } from '../button/button.tsx';

export interface CopyFieldProps {
  /** The value's name above it, e.g. 'Seus códigos'; none where the surrounding alert already says it. */
  label?: string;
  value: string;
  /** The button's text until it copied. @default 'Copiar' */
  copyLabel?: string;
}

/** A secret shown once (a setup link, recovery codes, a link to share): the text itself and a button that copies it. */
export function CopyField({ label, value, copyLabel = 'Copiar' }: CopyFieldProps) {
  return (
    <Stack gap={6}>
      {label && (
        <Text size="sm" fw={600}>
          {label}
        </Text>
      )}
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {value}
      </Code>
      <Group>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="secondary" size="xs" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
              {copied ? 'Copiado' : copyLabel}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
