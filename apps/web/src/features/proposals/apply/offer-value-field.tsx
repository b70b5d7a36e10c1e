import type { Proposal } from '@ma/api-client/schemas';
import { NEGOTIATION_CHECKBOX_LABEL, NON_NEGOTIABLE_HINT, formatBRL } from '@ma/domain';
import { Checkbox } from '@ma/ui/checkbox';
import { NumberInput, Stack } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';

interface OfferValueFieldProps {
  proposal: Pick<Proposal, 'value' | 'acceptsNegotiations'>;
  value: number | string;
  isNegotiable: boolean;
  error?: string;
  onValueChange: (value: number | string) => void;
  onNegotiableChange: (checked: boolean) => void;
  onBlur: () => void;
}

/**
 * The offered value in R$ (pt-BR separators, 2 decimals). Negotiable proposals add the
 * 'Eu aceito negociar este valor.' checkbox; the others state their cap (SPEC.md section 5).
 */
export function OfferValueField({ proposal, value, isNegotiable, error, onValueChange, onNegotiableChange, onBlur }: OfferValueFieldProps) {
  const description = proposal.acceptsNegotiations
    ? `A marca sugere ${formatBRL(proposal.value)}. Você pode propor outro valor.`
    : `${NON_NEGOTIABLE_HINT} Máximo: ${formatBRL(proposal.value)}.`;
  return (
    <Stack gap="sm">
      <NumberInput
        label="Valor da sua proposta"
        description={description}
        inputMode="decimal"
        prefix="R$ "
        decimalSeparator=","
        thousandSeparator="."
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        hideControls
        value={value}
        error={error}
        onChange={onValueChange}
        onBlur={onBlur}
        size="md"
        styles={{ input: { fontWeight: 700 } }}
      />
      {proposal.acceptsNegotiations && (
        <Checkbox
          label={NEGOTIATION_CHECKBOX_LABEL}
          checked={isNegotiable}
          onChange={(event) => onNegotiableChange(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
