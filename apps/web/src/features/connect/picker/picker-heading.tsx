import { PageHeading } from '../../../components/page-heading.tsx';

/** 'Selecione seu Instagram' and what the choice does. */
export function PickerHeading({ text }: { text: string }) {
  return <PageHeading title="Selecione seu Instagram" description={text} />;
}
