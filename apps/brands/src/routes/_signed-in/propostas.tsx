import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-in/propostas')({
  // Until the team approves the brand, the API answers BRAND_NOT_APPROVED here: the home says where it stands.
  beforeLoad: ({ context }) => {
    if (context.session.brand.status !== 'approved') throw redirect({ to: '/' });
  },
});
