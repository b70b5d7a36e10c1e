const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Dates are shown as Brazilians live them, whatever the server's or the browser's zone. */
export const TIME_ZONE = 'America/Sao_Paulo';
const date = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

// Intl separates 'R$' with a non-breaking (or narrow) space; one plain space lets tests,
// snapshots and copied text agree with what is typed.
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

/** BRL in pt-BR: 1234.56 -> 'R$ 1.234,56'. */
export const formatBRL = (value: number): string => plainSpaces(brl.format(value));

const followerUnits = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

/**
 * Short follower counts: 1500 -> '1,5k', 2500000 -> '2,5M'. Truncates rather than rounds,
 * so a reach is never overstated (999.999 reads '999,9k', not '1000k' or '1M').
 */
export const formatFollowers = (count: number): string => {
  const sign = count < 0 ? '-' : '';
  const abs = Math.abs(count);
  for (const { size, suffix } of followerUnits) {
    // Dividing by size/10 keeps the arithmetic on integers, avoiding 1.1 * 10 drift.
    if (abs >= size) return `${sign}${oneDecimal.format(Math.trunc(abs / (size / 10)) / 10)}${suffix}`;
  }
  return `${sign}${integer.format(Math.trunc(abs))}`;
};

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A pt-BR date 'dd/mm/aaaa' in São Paulo time. A date-only string ('2025-03-10') is a
 * calendar day, not UTC midnight, so it is shown as is. Invalid input gives ''.
 */
export const formatDate = (isoOrDate: string | Date): string => {
  if (typeof isoOrDate === 'string') {
    const day = dateOnly.exec(isoOrDate);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const parsed = new Date(isoOrDate);
  return Number.isNaN(parsed.getTime()) ? '' : date.format(parsed);
};

/** A whole count with pt-BR thousands: 12345 -> '12.345'. */
export const formatCount = (count: number): string => integer.format(count);

/** A count with its noun, singular only for exactly 1: '1 visualização', '0 visualizações', '1.500 publis'. */
export const formatCountOf = (count: number, singular: string, plural: string): string => `${formatCount(count)} ${count === 1 ? singular : plural}`;

/** A credit balance with its noun: singular only for exactly 1 (docs/product/credits.md). */
export const formatCredits = (balance: number): string => formatCountOf(balance, 'crédito', 'créditos');
