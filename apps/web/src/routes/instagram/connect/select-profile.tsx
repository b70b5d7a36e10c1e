import { AuthLayout } from '@ma/ui/marketing-panel';
import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { PublicProfilePickerPage } from '../../../features/connect/pages.ts';

export const Route = createFileRoute('/instagram/connect/select-profile')({
  // The picker token comes in the navigation state only (features/connect/picker-state.ts).
  beforeLoad: ({ location }) => {
    if (!location.state.pickerToken) throw redirect({ to: '/register', replace: true });
  },
  component: PublicSelectProfileRoute,
});

function PublicSelectProfileRoute() {
  const token = useLocation({ select: (location) => location.state.pickerToken });
  return <AuthLayout>{token ? <PublicProfilePickerPage key={token} accessToken={token} /> : null}</AuthLayout>;
}
