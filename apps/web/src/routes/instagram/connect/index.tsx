import { AuthLayout } from '@ma/ui/marketing-panel';
import { createFileRoute } from '@tanstack/react-router';
import { InstagramReturn } from '../../../features/connect/pages.ts';
import { readOauthReturn } from '../../../features/connect/oauth-return/oauth-return-search.ts';

// Sign-up with Instagram: Facebook Login returns a guest here ('Cadastrar com Instagram' on /register).
export const Route = createFileRoute('/instagram/connect/')({
  validateSearch: readOauthReturn,
  component: InstagramSignUpReturnRoute,
});

function InstagramSignUpReturnRoute() {
  return (
    <AuthLayout>
      <InstagramReturn scope="public" search={Route.useSearch()} />
    </AuthLayout>
  );
}
