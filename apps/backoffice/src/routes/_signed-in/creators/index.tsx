import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RoleOnly } from '../../../components/role-only.tsx';
import { CreatorsPage } from '../../../features/creators/creators-page.tsx';

// The search is in the address (`?q=`), so a result can be shared and reloaded.
const searchSchema = z.object({ q: z.string().max(200).optional().catch(undefined) });

export const Route = createFileRoute('/_signed-in/creators/')({
  validateSearch: searchSchema,
  component: function Creators() {
    const { api, me } = Route.useRouteContext();
    const { q = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <RoleOnly screen="/creators" me={me}>
        <CreatorsPage key={q} api={api} q={q} onSearch={(next) => void navigate({ search: next ? { q: next } : {} })} />
      </RoleOnly>
    );
  },
});
