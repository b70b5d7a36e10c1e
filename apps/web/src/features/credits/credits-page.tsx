import '@mantine/core/styles/SimpleGrid.css';
import { creditBalanceQueryOptions } from '@ma/api-client/query';
import { SimpleGrid } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { BackButton } from './back-button.tsx';
import { BalanceCard } from './balance-card.tsx';
import { CouponForm } from './coupon-form.tsx';
import { MovementHistory } from './movement-history.tsx';
import { VipGroupCard } from './vip-group-card.tsx';
import { PageColumn } from '../../components/page-column.tsx';
import { PageHeading } from '../../components/page-heading.tsx';

/** /credits (docs/product/credits.md): balance, coupon, VIP group and the history. */
export function CreditsPage() {
  const api = useApi();
  const { data } = useSuspenseQuery(creditBalanceQueryOptions(api));

  return (
    <PageColumn maw={880}>
      <BackButton />
      <PageHeading title="Créditos" description="Acompanhe seu saldo, resgate cupons e veja para onde foram seus créditos." />
      <BalanceCard balance={data.balance} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <CouponForm />
        <VipGroupCard />
      </SimpleGrid>
      <MovementHistory />
    </PageColumn>
  );
}
