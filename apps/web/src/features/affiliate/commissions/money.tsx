import { formatCents } from '@ma/domain';

/** An amount in R$ that never breaks between 'R$' and its number, however narrow its box. */
export function Money({ cents }: { cents: number }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatCents(cents)}</span>;
}
