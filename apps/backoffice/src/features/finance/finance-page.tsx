import '@mantine/core/styles/Tabs.css';
import type { ApiClient } from '@ma/api-client';
import type { CommissionStatus } from '@ma/domain';
import { Stack, Tabs } from '@mantine/core';
import { IconBuildingStore, IconCash, IconReceipt } from '@tabler/icons-react';
import { PageHeader } from '@ma/ui/page';
import { BrandsPanel } from './brands-panel.tsx';
import { CommissionsPanel } from './commissions-panel.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';

export const FINANCE_TABS = ['payouts', 'commissions', 'brands'] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];

/** What the URL keeps of this screen. */
export interface FinanceSearch {
  tab: FinanceTab;
  status: CommissionStatus;
  brand?: string | undefined;
}

/** Marcas e comissões (admin, finance): the payouts due, the commissions by status, the affiliate brands. */
export function FinancePage({
  api,
  search,
  onSearch,
}: {
  api: ApiClient;
  search: FinanceSearch;
  onSearch: (change: Partial<FinanceSearch>) => void;
}) {
  return (
    <Stack maw={1200}>
      <PageHeader title="Marcas e comissões" />
      <Tabs value={search.tab} onChange={(tab) => tab && onSearch({ tab: tab as FinanceTab })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="payouts" leftSection={<IconCash size={16} aria-hidden />}>
            Pagamentos
          </Tabs.Tab>
          <Tabs.Tab value="commissions" leftSection={<IconReceipt size={16} aria-hidden />}>
            Comissões
          </Tabs.Tab>
          <Tabs.Tab value="brands" leftSection={<IconBuildingStore size={16} aria-hidden />}>
            Marcas
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="payouts">
          <PayoutsPanel api={api} onShowCommissions={() => onSearch({ tab: 'commissions', status: 'approved', brand: undefined })} />
        </Tabs.Panel>
        <Tabs.Panel value="commissions">
          <CommissionsPanel api={api} status={search.status} brand={search.brand} onFilter={onSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="brands">
          <BrandsPanel api={api} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
