import { MAX_HIGHLIGHTS } from '@ma/domain';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { HighlightRow } from './kit-form-values.ts';
import { AddRowButton, RemoveRowButton } from './list-field-buttons.tsx';
import { listEdits, type ListFieldProps } from './list-field.ts';

/** Up to six posts to show off: a link and a title each. */
export function HighlightsField({ value, onChange, errorAt }: ListFieldProps<HighlightRow>) {
  const edits = listEdits('highlights', { value, onChange, errorAt });
  return (
    <Stack gap="sm">
      {value.map((_, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label={`Título do destaque ${index + 1}`}
            placeholder="Ex.: Campanha de verão"
            {...edits.textInput(index, 'title')}
            style={{ flex: '1 1 160px' }}
          />
          <TextInput
            aria-label={`Link do destaque ${index + 1}`}
            placeholder="https://www.instagram.com/p/..."
            inputMode="url"
            {...edits.textInput(index, 'url')}
            style={{ flex: '2 1 220px' }}
          />
          <RemoveRowButton label={`Remover destaque ${index + 1}`} onClick={() => edits.remove(index)} />
        </Group>
      ))}
      <Group gap="xs">
        <AddRowButton full={value.length >= MAX_HIGHLIGHTS} onClick={() => edits.add({ url: '', title: '' })}>
          Adicionar destaque
        </AddRowButton>
        <Text size="xs" c="dimmed">
          {value.length}/{MAX_HIGHLIGHTS} destaques
        </Text>
      </Group>
    </Stack>
  );
}
