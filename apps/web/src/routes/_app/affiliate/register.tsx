import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export const Route = createFileRoute('/_app/affiliate/register')({
  component: () => <UnderConstruction title="Cadastro de afiliado" />,
});
