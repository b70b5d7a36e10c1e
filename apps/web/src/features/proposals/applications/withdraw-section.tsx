import type { Application } from '@ma/api-client/schemas';
import { canWithdrawApplication } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Alert, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { useWithdrawApplication } from './use-withdraw-application.ts';

export const WITHDRAW_LABEL = 'Retirar candidatura';

interface WithdrawSectionProps {
  application: Pick<Application, 'id' | 'status' | 'proposalName'>;
  onWithdrawn: () => void;
}

/**
 * 'Retirar candidatura' behind a confirmation, while the brand has not answered
 * (`canWithdrawApplication`, the rule the API applies); a decided application says why it stays.
 */
export function WithdrawSection({ application, onWithdrawn }: WithdrawSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication(application.id, onWithdrawn);

  if (!canWithdrawApplication(application.status)) {
    return (
      <Text size="sm" c="dimmed">
        A marca já respondeu a esta candidatura, por isso ela não pode mais ser retirada.
      </Text>
    );
  }
  if (!confirming) {
    return (
      <Group justify="flex-end">
        <Button variant="secondary" color="red.8" onClick={() => setConfirming(true)}>
          {WITHDRAW_LABEL}
        </Button>
      </Group>
    );
  }
  return (
    <Alert color="red" variant="light" radius="md" title="Retirar esta candidatura?">
      <Stack gap="sm">
        <Text size="sm">
          A marca deixa de ver sua proposta para “{application.proposalName}”. Enquanto a publi estiver aberta, você pode se candidatar de novo.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={withdraw.isPending}>
            Manter candidatura
          </Button>
          <Button color="red.8" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
            Sim, retirar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
