import { createFileRoute } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';
import { CouponsPage } from '../../../features/coupons/coupons-page.tsx';

export const Route = createFileRoute('/_signed-in/coupons/')({
  component: function Coupons() {
    const { api, me } = Route.useRouteContext();
    return (
      <RoleOnly screen="/coupons" me={me}>
        <CouponsPage api={api} />
      </RoleOnly>
    );
  },
});
