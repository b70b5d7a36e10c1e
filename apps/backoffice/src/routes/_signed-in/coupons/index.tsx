import { createFileRoute } from '@tanstack/react-router';
import { CouponsPage } from '../../../features/coupons/coupons-page.tsx';
import { roleScreen } from '../-role-screen.tsx';

export const Route = createFileRoute('/_signed-in/coupons/')({
  component: roleScreen('/coupons', CouponsPage),
});
