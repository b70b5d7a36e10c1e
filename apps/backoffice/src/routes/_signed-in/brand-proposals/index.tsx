import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RoleOnly } from '../../../components/role-only.tsx';
import { reviewFilters } from '../../../features/brand-proposals/brand-proposal-labels.ts';
import { BrandProposalsPage } from '../../../features/brand-proposals/brand-proposals-page.tsx';

// The filter lives in the URL (`?state=`), so a view can be shared and reloaded; the submitted proposals by default.
const searchSchema = z.object({ state: z.enum(reviewFilters).catch('submitted') });

export const Route = createFileRoute('/_signed-in/brand-proposals/')({
  validateSearch: searchSchema,
  component: function BrandProposals() {
    const { api, me } = Route.useRouteContext();
    const { state } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RoleOnly screen="/brand-proposals" me={me}>
        <BrandProposalsPage api={api} filter={state} onFilter={(next) => void navigate({ search: { state: next }, replace: true })} />
      </RoleOnly>
    );
  },
});
