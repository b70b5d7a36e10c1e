import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export const Route = createFileRoute('/instagram/connect/select-profile')({
  component: () => <UnderConstruction title="Selecione seu Instagram" />,
});
