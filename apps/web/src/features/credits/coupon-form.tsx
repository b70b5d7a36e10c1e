import type { ApiClient } from '@ma/api-client';
import { Button } from '@ma/ui/button';
import { TextInput } from '@ma/ui/text-input';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import tones from './tones.module.css';
import { useCouponForm } from './use-coupon-form.ts';

/** 'Resgatar cupom': the form, its 'Validando...' state and its green or red line. */
export function CouponForm({ api }: { api: ApiClient }) {
  const form = useCouponForm(api);
  const error = form.feedback?.kind === 'error' ? form.feedback.message : undefined;
  const success = form.feedback?.kind === 'success' ? form.feedback.message : undefined;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-labelledby="coupon-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconTicket size={22} stroke={1.7} aria-hidden color="var(--mantine-color-brand-6)" />
          <Title order={2} fz={18} id="coupon-title">
            Resgatar cupom
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Tem um código de cupom? Resgate aqui e os créditos entram na hora.
        </Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Código do cupom"
              placeholder="Digite o código"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={form.code}
              error={error}
              onChange={(event) => form.change(event.currentTarget.value)}
            />
            <Button type="submit" disabled={!form.canSubmit} fullWidth>
              {form.pending ? 'Validando...' : 'Resgatar'}
            </Button>
          </Stack>
        </form>
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
      </Stack>
    </Paper>
  );
}
