import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export const Route = createFileRoute('/aira/profile-list/$proposalToken')({
  component: () => <UnderConstruction title="Perfis da proposta" />,
});
