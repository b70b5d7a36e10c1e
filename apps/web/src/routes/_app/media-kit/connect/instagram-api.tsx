import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../../components/under-construction.tsx';

export const Route = createFileRoute('/_app/media-kit/connect/instagram-api')({
  component: () => <UnderConstruction title="Conectando seu Instagram" />,
});
