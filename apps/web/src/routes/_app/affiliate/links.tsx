import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/under-construction.tsx';

export const Route = createFileRoute('/_app/affiliate/links')({
  component: () => <UnderConstruction title="Links de afiliado" />,
});
