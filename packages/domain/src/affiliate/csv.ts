import { commissionStatusLabels, totalsByStatus, type CommissionStatus } from './commission.ts';
import { pixKeyTypeLabels, type PixKeyType } from './pix.ts';
import { monthValue } from './month-labels.ts';
import { formatCentsAmount, formatDate } from '../format.ts';

// The commissions export, made for a Brazilian spreadsheet: Excel in pt-BR opens it with a double
// click and reads accents, dates and amounts as such.

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
      formatDate(row.orderedAt),
      Object.hasOwn(brandNames, row.brandId) ? (brandNames[row.brandId] ?? row.brandId) : row.brandId,
      row.orderReference,
      formatCentsAmount(row.orderCents),
      formatCentsAmount(row.commissionCents),
      commissionStatusLabels[row.status],
      row.status === 'canceled' || row.expectedPaymentAt === null ? '' : formatDate(row.expectedPaymentAt),
    ]),
  );
  const total = csvLine(['Total', '', '', '', formatCentsAmount(totalsByStatus(rows).all), '', '']);
  return BOM + csvLine(COMMISSIONS_CSV_HEADER) + lines.join('') + total;
}

/** The export's file name: 'comissoes-2026-11.csv' (no accent, so every system saves it the same). */
export const commissionsCsvFilename = (year: number, month: number): string => `comissoes-${monthValue(year, month)}.csv`;

/** One payout of a batch as its export lists it (the key as shown: masked). */
export interface PayoutCsvRow {
  paidAt: Date | string;
  fullName: string;
  email: string;
  pixKeyType: PixKeyType;
  pixKeyMasked: string;
  amountCents: number;
  reference: string;
}

export const PAYOUTS_CSV_HEADER = ['Pago em', 'Nome', 'E-mail', 'Tipo de chave PIX', 'Chave PIX', 'Valor', 'Referência PIX'] as const;

/** A batch of payouts as a CSV of the same kind as `commissionsCsv`, with a last line 'Total' (the batch's sum). */
export function payoutsCsv(rows: readonly PayoutCsvRow[]): string {
  const lines = rows.map((row) =>
    csvLine([
      formatDate(row.paidAt),
      row.fullName,
      row.email,
      pixKeyTypeLabels[row.pixKeyType],
      row.pixKeyMasked,
      formatCentsAmount(row.amountCents),
      row.reference,
    ]),
  );
  const total = csvLine(['Total', '', '', '', '', formatCentsAmount(rows.reduce((sum, row) => sum + row.amountCents, 0)), '']);
  return BOM + csvLine(PAYOUTS_CSV_HEADER) + lines.join('') + total;
}

/** The batch's file name: 'pagamentos-2026-11-29-1a2b3c4d.csv' (its day in São Paulo and the start of its id). */
export const payoutsCsvFilename = (day: string, batchId: string): string => `pagamentos-${day}-${batchId.slice(0, 8)}.csv`;
