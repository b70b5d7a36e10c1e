import { creditKeys } from '@ma/api-client/query';
import { redeemCouponMutationOptions } from '@ma/api-client/query/mutations';
import { COUPON_INVALID } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { TextInput } from '@ma/ui/text-input';
import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MutationForm } from '../../components/mutation-form.tsx';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { useZodForm } from '../../lib/form.ts';
import { setServerErrors } from '../../lib/server-errors.ts';
import { couponSuccessMessage } from './coupon-messages.ts';
import { CreditsCard } from './credits-card.tsx';
import tones from './tones.module.css';

// Trims the code; a blank one gets the message of docs/product/credits.md and makes no call.
const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.couponPayloadSchema);

/**
 * 'Resgatar cupom' (docs/product/credits.md): idle, 'Validando...', then a green line (the
 * field cleared, the balance and history refreshed) or the reason inline: the server's, else
 * 'Código de cupom inválido ou expirado'. Submit is disabled while the field is empty or a call
 * is pending; a field holding only spaces can still be sent, which is how the blank-code
 * message shows.
 */
export function CouponForm() {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, { code: '' });
  const mutation = useMutation({
    ...redeemCouponMutationOptions(api),
    // The form shows its own errors, inline.
    meta: { errorToast: false },
    onSuccess: async () => {
      form.reset();
      // The root key: the balance (here and in the sidebar) and the history refresh together.
      await queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
    onError: (error) => setServerErrors(form, { code: failureMessage(error, COUPON_INVALID) }),
  });
  const code = form.getInputProps('code');
  // The green line stays until the creator types again.
  const success = mutation.isSuccess ? couponSuccessMessage(mutation.data) : undefined;

  return (
    <CreditsCard
      icon={<IconTicket size={22} stroke={1.7} aria-hidden color="var(--mantine-color-brand-6)" />}
      title="Resgatar cupom"
      description="Tem um código de cupom? Resgate aqui e os créditos entram na hora."
    >
      <MutationForm form={form} mutation={mutation}>
        <Stack gap="sm">
          <TextInput
            label="Código do cupom"
            placeholder="Digite o código"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...code}
            onChange={(event) => {
              code.onChange(event);
              if (mutation.isSuccess) mutation.reset();
            }}
          />
          <Button type="submit" disabled={form.values.code === '' || mutation.isPending} fullWidth>
            {mutation.isPending ? 'Validando...' : 'Resgatar'}
          </Button>
        </Stack>
      </MutationForm>
      <div role="status" aria-live="polite">
        {success && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCircleCheck size={20} className={tones.gain} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600} className={tones.gain}>
              {success}
            </Text>
          </Group>
        )}
      </div>
    </CreditsCard>
  );
}
