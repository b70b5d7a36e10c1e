import { commissionStatusLabels, totalsByStatus, type CommissionStatus } from './commission.ts';
import { monthValue } from './month-labels.ts';
import { SAO_PAULO_UTC_OFFSET_MS } from './months.ts';

// The commissions export, made for a Brazilian spreadsheet: Excel in pt-BR opens it with a double
// click and reads accents, dates and amounts as such.

/**
 * 'dd/mm/aaaa' in São Paulo (UTC-3 all year: months.ts), by arithmetic: a month of 10,000
 * commissions writes 20,000 dates, and Intl's formatter made most of the export's time.
 */
const csvDate = (value: Date | string): string => {
  // A calendar day ('2026-04-15') is that day, wherever it is read.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const shifted = new Date(new Date(value).getTime() + SAO_PAULO_UTC_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()}`;
};

/** One commission as the export lists it. */
export interface CommissionCsvRow {
  orderedAt: Date | string;
  brandId: string;
  /** The brand's own order number, as the affiliate may look it up with the brand. */
  orderReference: string;
  orderCents: number;
  commissionCents: number;
  status: CommissionStatus;
  /** `expectedPaymentDate` (or the day it was paid); ignored for a canceled commission, which is never paid. */
  expectedPaymentAt: Date | string | null;
}

export const COMMISSIONS_CSV_HEADER = ['Data', 'Marca', 'Pedido', 'Valor do pedido', 'Comissão', 'Status', 'Pagamento previsto'] as const;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * Centavos as a pt-BR spreadsheet number, without 'R$': 123456 -> '1.234,56'. Written from the
 * integer reais and centavos, never through a float, so every amount is exact.
 */
export function formatCentsForCsv(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a non-negative whole number of centavos: ${cents}`);
  return `${integer.format(Math.trunc(cents / 100))},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * One cell. A text starting with = + - @, a tab or a carriage return would be run as a formula by a
 * spreadsheet (CSV injection, OWASP), so it gets a leading apostrophe, which shows it as text. A cell
 * with the separator, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: readonly string[]): string => cells.map(csvCell).join(SEPARATOR) + LINE_END;

/**
 * The commissions of a month as a CSV for pt-BR spreadsheets: UTF-8 with a BOM (so Excel reads the
 * accents), ';' between cells (',' is the decimal mark), CRLF after every line, the header
 * 'Data;Marca;Pedido;Valor do pedido;Comissão;Status;Pagamento previsto', dates as dd/mm/aaaa in
 * São Paulo, amounts as '1.234,56' without 'R$', statuses by their label. Rows keep the order given.
 * The last line is 'Total' with the sum of the commissions that were not canceled in the
 * 'Comissão' column, the commissions screen's `totalsByStatus(...).all`, to the centavo. A brand
 * missing from `brandNames` shows its id.
 */
export function commissionsCsv(rows: readonly CommissionCsvRow[], { brandNames }: { brandNames: Readonly<Record<string, string>> }): string {
  const lines = rows.map((row) =>
    csvLine([
      csvDate(row.orderedAt),
      Object.hasOwn(brandNames, row.brandId) ? (brandNames[row.brandId] ?? row.brandId) : row.brandId,
      row.orderReference,
      formatCentsForCsv(row.orderCents),
      formatCentsForCsv(row.commissionCents),
      commissionStatusLabels[row.status],
      row.status === 'canceled' || row.expectedPaymentAt === null ? '' : csvDate(row.expectedPaymentAt),
    ]),
  );
  const total = csvLine(['Total', '', '', '', formatCentsForCsv(totalsByStatus(rows).all), '', '']);
  return BOM + csvLine(COMMISSIONS_CSV_HEADER) + lines.join('') + total;
}

/** The export's file name: 'comissoes-2026-11.csv' (no accent, so every system saves it the same). */
export const commissionsCsvFilename = (year: number, month: number): string => `comissoes-${monthValue(year, month)}.csv`;
