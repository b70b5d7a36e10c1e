import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../../features/jobs/jobs-page.tsx';
import { roleScreen } from '../-role-screen.tsx';

export const Route = createFileRoute('/_signed-in/jobs/')({
  component: roleScreen('/jobs', JobsPage),
});
