import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../../components/under-construction.tsx';

export const Route = createFileRoute('/_app/aira/ugc-script/$id')({
  component: () => <UnderConstruction title="Roteiro UGC" />,
});
