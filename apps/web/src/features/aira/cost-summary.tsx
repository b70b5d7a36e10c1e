import { creditBalanceQueryOptions } from '@ma/api-client/query';
import { airaMessages, formatCredits } from '@ma/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../lib/use-api.ts';
import { CreditsLink } from './credits-link.tsx';

/** The balance, and whether it pays `cost`: unknown (still loading or failed) counts as enough; the server decides. */
export function useCanPay(cost: number) {
  const { data } = useQuery(creditBalanceQueryOptions(useApi()));
  const balance = data?.balance;
  return { balance, short: balance !== undefined && balance < cost };
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
  const { balance, short } = useCanPay(cost);
  return (
    <Stack gap="sm">
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
