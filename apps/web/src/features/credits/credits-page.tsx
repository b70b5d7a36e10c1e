import '@mantine/core/styles/SimpleGrid.css';
import { creditBalanceQueryOptions } from '@ma/api-client/query';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { BackButton } from './back-button.tsx';
import { BalanceCard } from './balance-card.tsx';
import { CouponForm } from './coupon-form.tsx';
import { MovementHistory } from './movement-history.tsx';
import { VipGroupCard } from './vip-group-card.tsx';
import { PageColumn } from '../../components/page-column.tsx';

/** /credits (docs/product/credits.md): balance, coupon, VIP group and the history. */
export function CreditsPage() {
  const api = useApi();
  const { data } = useSuspenseQuery(creditBalanceQueryOptions(api));

  return (
    <PageColumn maw={880}>
      <BackButton />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Créditos
        </Title>
        <Text c="dimmed">Acompanhe seu saldo, resgate cupons e veja para onde foram seus créditos.</Text>
      </Stack>
      <BalanceCard balance={data.balance} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <CouponForm />
        <VipGroupCard />
      </SimpleGrid>
      <MovementHistory />
    </PageColumn>
  );
}
