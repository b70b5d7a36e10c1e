import '@mantine/core/styles/Alert.css';
import { creditBalanceQueryOptions, publicConfigQueryOptions } from '@ma/api-client/query';
import { airaMessages, errorMessage, formatCredits } from '@ma/domain';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCoins, IconPlugOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../lib/use-api.ts';
import { CreditsLink } from './credits-link.tsx';

/**
 * The balance, whether it pays `cost`, and whether this server has a writer at all: unknown
 * (still loading or failed) counts as enough and available; the server decides. `blocked` is
 * either reason not to send.
 */
export function useCanPay(cost: number) {
  const api = useApi();
  const { data } = useQuery(creditBalanceQueryOptions(api));
  const { data: config } = useQuery(publicConfigQueryOptions(api));
  const balance = data?.balance;
  const short = balance !== undefined && balance < cost;
  const unavailable = config?.aiAvailable === false;
  return { balance, short, unavailable, blocked: short || unavailable };
}

export interface CostSummaryProps {
  /** 'Gerar 3 ideias custa 3 créditos.' */
  costLine: string;
  cost: number;
  /** The confirm button. */
  children: ReactNode;
}

/** What a request costs and the balance, said before the creator confirms; a short balance says so and links to /credits. */
export function CostSummary({ costLine, cost, children }: CostSummaryProps) {
  const { balance, short, unavailable } = useCanPay(cost);
  return (
    <Stack gap="sm">
      {unavailable && (
        <Alert variant="light" color="gray" radius="md" icon={<IconPlugOff size={20} aria-hidden />}>
          {errorMessage('AI_UNAVAILABLE')}
        </Alert>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconCoins size={20} aria-hidden color="var(--mantine-color-brand-6)" style={{ flexShrink: 0, marginTop: 1 }} />
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {costLine}
          </Text>
          {balance !== undefined && (
            <Text size="sm" c="dimmed">
              Seu saldo: {formatCredits(balance)}
            </Text>
          )}
        </Stack>
      </Group>
      {short && balance !== undefined && (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm" c="red.8">
            {airaMessages.insufficientCredits(balance, cost)}
          </Text>
          <CreditsLink />
        </Stack>
      )}
      {children}
    </Stack>
  );
}
