import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../components/under-construction.tsx';

export const Route = createFileRoute('/$username')({
  component: () => <UnderConstruction title="Mídia kit" />,
});
