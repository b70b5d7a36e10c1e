import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export const Route = createFileRoute('/_app/aira/create-ugc-script')({
  component: () => <UnderConstruction title="Criar roteiro UGC" />,
});
