import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { MAX_RATES, rateKindLabels, rateKinds, type RateKind } from '@ma/domain';
import { Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { RateRow } from './kit-form-values.ts';
import { AddRowButton, RemoveRowButton } from './list-field-buttons.tsx';
import { listEdits, type ListFieldProps } from './list-field.ts';

/** The rate card: a price per format, or blank for 'a combinar'; packages are named freely. */
export function RatesField({ value, onChange, errorAt }: ListFieldProps<RateRow>) {
  const edits = listEdits('rates', { value, onChange, errorAt });
  const used = new Set(value.map((rate) => rate.kind));
  // The next format not on the card yet, else another package.
  const next: RateKind = rateKinds.find((kind) => kind !== 'package' && !used.has(kind)) ?? 'package';

  return (
    <Stack gap="sm">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum preço ainda. Marcas gostam de saber quanto custa cada formato.
        </Text>
      )}
      {value.map((rate, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="wrap">
          <Select
            aria-label={`Formato do preço ${index + 1}`}
            data={rateKinds.map((kind) => ({
              value: kind,
              label: rateKindLabels[kind],
              disabled: kind !== 'package' && kind !== rate.kind && used.has(kind),
            }))}
            value={rate.kind}
            onChange={(kind) => kind && edits.update(index, { kind: kind as RateKind })}
            allowDeselect={false}
            error={errorAt(`rates.${index}.kind`)}
            w={150}
          />
          {rate.kind === 'package' && (
            <TextInput
              aria-label={`Nome do pacote ${index + 1}`}
              placeholder="Ex.: 3 stories + 1 reels"
              {...edits.textInput(index, 'label')}
              style={{ flex: '1 1 160px' }}
            />
          )}
          <NumberInput
            aria-label={`Preço de ${rate.kind === 'package' ? rate.label || 'pacote' : rateKindLabels[rate.kind]}`}
            placeholder="a combinar"
            prefix="R$ "
            decimalSeparator=","
            thousandSeparator="."
            decimalScale={2}
            min={0}
            hideControls
            value={rate.price}
            onChange={(price) => edits.update(index, { price })}
            error={errorAt(`rates.${index}.priceCents`)}
            w={150}
          />
          <RemoveRowButton label={`Remover preço ${index + 1}`} onClick={() => edits.remove(index)} />
        </Group>
      ))}
      <Group gap="xs">
        <AddRowButton full={value.length >= MAX_RATES} onClick={() => edits.add({ kind: next, label: '', price: '' })}>
          Adicionar preço
        </AddRowButton>
        <Text size="xs" c="dimmed">
          Deixe o preço em branco para mostrar "a combinar".
        </Text>
      </Group>
    </Stack>
  );
}
