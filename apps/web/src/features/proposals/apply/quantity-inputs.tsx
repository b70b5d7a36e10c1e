import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useId } from 'react';
import { type ApplicationFormErrors, type ApplicationFormValues, type QuantityField, quantityFields } from './application-rules.ts';

interface QuantityInputsProps {
  values: ApplicationFormValues;
  errors: ApplicationFormErrors;
  onChange: (key: QuantityField, value: number | string) => void;
}

/** Posts, Stories, Reels and Vídeos (TikTok), whole numbers from 0. */
export function QuantityInputs({ values, errors, onChange }: QuantityInputsProps) {
  const headingId = useId();
  const errorId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId} aria-describedby={errors.deliverables ? errorId : undefined}>
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
            value={values[key]}
            error={errors[key]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </SimpleGrid>
      {errors.deliverables && (
        <Text id={errorId} role="alert" size="sm" c="red.8">
          {errors.deliverables}
        </Text>
      )}
    </Stack>
  );
}
