import { commissionStatusSchema } from '@ma/api-client/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RoleOnly } from '../../../components/role-only.tsx';
import { FinancePage, FINANCE_TABS } from '../../../features/finance/finance-page.tsx';

// The tab and the commissions' filters live in the URL: a view can be shared and reloaded.
const searchSchema = z.object({
  tab: z.enum(FINANCE_TABS).catch('payouts'),
  status: commissionStatusSchema.catch('approved'),
  brand: z.string().max(63).optional().catch(undefined),
});

export const Route = createFileRoute('/_signed-in/finance/')({
  validateSearch: searchSchema,
  component: function Finance() {
    const { api, me } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RoleOnly screen="/finance" me={me}>
        <FinancePage
          api={api}
          search={search}
          onSearch={(change) => void navigate({ search: (current) => ({ ...current, ...change }), replace: true })}
        />
      </RoleOnly>
    );
  },
});
