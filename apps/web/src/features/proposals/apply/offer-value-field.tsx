import type { Proposal } from '@ma/api-client/schemas';
import { formatCents, NEGOTIATION_CHECKBOX_LABEL, NON_NEGOTIABLE_HINT, offerFarAboveWarning } from '@ma/domain';
import { Checkbox } from '@ma/ui/checkbox';
import { Alert, NumberInput, Stack } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconAlertTriangle } from '@tabler/icons-react';
import '@mantine/core/styles/NumberInput.css';
import type { CheckboxProps, InputProps } from '../../../lib/form.ts';

interface OfferValueFieldProps {
  proposal: Pick<Proposal, 'valueCents' | 'acceptsNegotiations'>;
  /** The form's binding of the value (the form's getInputProps). */
  valueProps: InputProps<number | string>;
  /** The form's binding of the negotiation checkbox. */
  negotiableProps: CheckboxProps;
}

/**
 * The offered value in R$ (pt-BR separators, 2 decimals). Negotiable proposals add the
 * 'Eu aceito negociar este valor.' checkbox; the others state their cap (docs/product/proposals.md).
 * An offer far above the brand's value is warned about, never refused (`offerFarAboveWarning`).
 */
export function OfferValueField({ proposal, valueProps, negotiableProps }: OfferValueFieldProps) {
  const description = proposal.acceptsNegotiations
    ? `A marca sugere ${formatCents(proposal.valueCents)}. Você pode propor outro valor.`
    : `${NON_NEGOTIABLE_HINT} Máximo: ${formatCents(proposal.valueCents)}.`;
  // A non-negotiable proposal refuses anything above its value already: the refusal says it all.
  // NumberInput hands over a string while it shows fixed decimals ('999999.00'), a number otherwise.
  const offered = valueProps.value === '' || valueProps.value === undefined ? undefined : Number(valueProps.value);
  const warning = proposal.acceptsNegotiations ? offerFarAboveWarning({ value: offered, proposalValueCents: proposal.valueCents }) : null;
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
        {...valueProps}
        size="md"
        styles={{ input: { fontWeight: 700 } }}
      />
      {/* Polite: read once the typing settles, without taking the focus from the value. */}
      <div aria-live="polite">
        {warning && (
          <Alert color="yellow" variant="light" radius="md" p="sm" icon={<IconAlertTriangle aria-hidden size={18} />}>
            {warning}
          </Alert>
        )}
      </div>
      {proposal.acceptsNegotiations && <Checkbox label={NEGOTIATION_CHECKBOX_LABEL} {...negotiableProps} />}
    </Stack>
  );
}
