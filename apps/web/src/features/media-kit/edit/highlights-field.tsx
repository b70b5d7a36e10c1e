import { MAX_HIGHLIGHTS } from '@ma/domain';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { HighlightRow } from './kit-form-values.ts';

interface HighlightsFieldProps {
  value: HighlightRow[];
  onChange: (highlights: HighlightRow[]) => void;
  errorAt: (path: string) => string | undefined;
}

/** Up to six posts to show off: a link and a title each. */
export function HighlightsField({ value, onChange, errorAt }: HighlightsFieldProps) {
  const update = (index: number, change: Partial<HighlightRow>) => onChange(value.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <Stack gap="sm">
      {value.map((highlight, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label={`Título do destaque ${index + 1}`}
            placeholder="Ex.: Campanha de verão"
            value={highlight.title}
            onChange={(event) => update(index, { title: event.currentTarget.value })}
            error={errorAt(`highlights.${index}.title`)}
            style={{ flex: '1 1 160px' }}
          />
          <TextInput
            aria-label={`Link do destaque ${index + 1}`}
            placeholder="https://www.instagram.com/p/..."
            inputMode="url"
            value={highlight.url}
            onChange={(event) => update(index, { url: event.currentTarget.value })}
            error={errorAt(`highlights.${index}.url`)}
            style={{ flex: '2 1 220px' }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            mt={2}
            aria-label={`Remover destaque ${index + 1}`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs">
        <Button
          variant="light"
          radius="xl"
          size="sm"
          leftSection={<IconPlus size={16} />}
          disabled={value.length >= MAX_HIGHLIGHTS}
          onClick={() => onChange([...value, { url: '', title: '' }])}
        >
          Adicionar destaque
        </Button>
        <Text size="xs" c="dimmed">
          {value.length}/{MAX_HIGHLIGHTS} destaques
        </Text>
      </Group>
    </Stack>
  );
}
