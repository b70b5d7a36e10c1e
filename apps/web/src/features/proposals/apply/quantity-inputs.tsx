import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useId, type ReactNode } from 'react';
import type { InputProps } from '../../../lib/form.ts';
import { type QuantityField, quantityFields } from './application-rules.ts';

interface QuantityInputsProps {
  /** The form (useZodForm) the four inputs bind to. */
  form: { getInputProps: (key: QuantityField) => InputProps<number | string> };
  /** A problem of the deliverables as a whole ('Informe pelo menos uma entrega...'). */
  error: ReactNode;
}

/** Posts, Stories, Reels and Vídeos (TikTok), whole numbers from 0. */
export function QuantityInputs({ form, error }: QuantityInputsProps) {
  const headingId = useId();
  const errorId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId} aria-describedby={error ? errorId : undefined}>
      <Stack gap={0}>
        <Text id={headingId} fw={700} size="sm">
          Entregas
        </Text>
        <Text size="xs" c="dimmed">
          Quantos conteúdos você propõe publicar?
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {quantityFields.map(({ key, label }) => (
          <NumberInput
            key={key}
            label={label}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            {...form.getInputProps(key)}
          />
        ))}
      </SimpleGrid>
      {error && (
        <Text id={errorId} role="alert" size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
