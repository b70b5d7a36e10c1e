import { formatCredits } from '@ma/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';

// Brand violet into a deep magenta: white text stays above AA contrast across the gradient.
const background = 'linear-gradient(135deg, var(--mantine-color-brand-7), var(--mantine-color-magenta-8))';

/** The current balance ('1 crédito', else 'N créditos') and what a credit buys (docs/product/credits.md). */
export function BalanceCard({ balance }: { balance: number }) {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} c="white" style={{ background }} component="section" aria-labelledby="balance-title">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <IconCoins size={20} stroke={1.8} aria-hidden />
          <Text id="balance-title" fw={600} size="sm" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            Seu saldo
          </Text>
        </Group>
        <Text fz={{ base: 34, sm: 42 }} fw={800} lh={1.1} data-testid="credit-balance">
          {formatCredits(balance)}
        </Text>
        <Text size="sm" maw={420} style={{ opacity: 0.95 }}>
          Cada ideia de conteúdo gerada pela Aira consome 1 crédito.
        </Text>
      </Stack>
    </Paper>
  );
}
