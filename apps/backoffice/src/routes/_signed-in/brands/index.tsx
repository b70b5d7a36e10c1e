import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RoleOnly } from '../../../components/role-only.tsx';
import { brandFilters } from '../../../features/brand-accounts/brand-account-labels.ts';
import { BrandAccountsPage } from '../../../features/brand-accounts/brand-accounts-page.tsx';

// The filter lives in the URL (`?status=`), so a view can be shared and reloaded; the pending brands by default.
const searchSchema = z.object({ status: z.enum(brandFilters).catch('pending') });

export const Route = createFileRoute('/_signed-in/brands/')({
  validateSearch: searchSchema,
  component: function Brands() {
    const { api, me } = Route.useRouteContext();
    const { status } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RoleOnly screen="/brands" me={me}>
        <BrandAccountsPage api={api} filter={status} onFilter={(next) => void navigate({ search: { status: next }, replace: true })} />
      </RoleOnly>
    );
  },
});
