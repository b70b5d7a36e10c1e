import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export const Route = createFileRoute('/_app/aira/clone')({
  component: () => <UnderConstruction title="Clone sua voz" />,
});
