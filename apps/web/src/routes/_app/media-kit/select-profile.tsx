import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { OwnProfilePickerPage } from '../../../features/connect/pages.ts';

export const Route = createFileRoute('/_app/media-kit/select-profile')({
  // The picker token comes in the navigation state only (features/connect/picker-state.ts).
  beforeLoad: ({ location }) => {
    if (!location.state.pickerToken) throw redirect({ to: '/media-kit/connect', replace: true });
  },
  component: SelectProfileRoute,
});

function SelectProfileRoute() {
  const token = useLocation({ select: (location) => location.state.pickerToken });
  return token ? <OwnProfilePickerPage key={token} accessToken={token} /> : null;
}
