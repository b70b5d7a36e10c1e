import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/under-construction.tsx';

export const Route = createFileRoute('/_app/monetize')({
  component: () => <UnderConstruction title="Monetize seu perfil" />,
});
