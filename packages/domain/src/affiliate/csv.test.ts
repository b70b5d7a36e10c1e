import { describe, expect, it } from 'vitest';
import { commissionsCsv, commissionsCsvFilename, csvCell, payoutsCsv, type CommissionCsvRow } from './csv.ts';

const brandNames = { b1: 'Loja Bela', b2: 'Café; Cia' };

const row = (overrides: Partial<CommissionCsvRow> = {}): CommissionCsvRow => ({
  orderedAt: new Date('2026-11-10T15:00:00Z'),
  brandId: 'b1',
  orderReference: 'PED-1001',
  orderCents: 123_456,
  commissionCents: 15_432,
  status: 'pending',
  expectedPaymentAt: new Date('2027-01-15T03:00:00Z'),
  ...overrides,
});

/** The CSV's lines, without the BOM and the final CRLF. */
const lines = (csv: string): string[] => csv.slice(1).split('\r\n').slice(0, -1);

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Loja Bela')).toBe('Loja Bela');
    expect(csvCell('1.234,56')).toBe('1.234,56');
    expect(csvCell('')).toBe('');
  });

  it('quotes a separator, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Café; Cia')).toBe('"Café; Cia"');
    expect(csvCell('A "boa" loja')).toBe('"A ""boa"" loja"');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])('neutralizes the formula %j with an apostrophe', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('neutralizes and quotes a formula that needs both', () => {
    expect(csvCell('=HYPERLINK("http://evil.com";"clique")')).toBe(`"'=HYPERLINK(""http://evil.com"";""clique"")"`);
  });

  it('leaves those characters alone past the first position', () => {
    expect(csvCell('PED-1=2')).toBe('PED-1=2');
  });
});

describe('commissionsCsv', () => {
  it('starts with a BOM and the pt-BR header, and ends every line with CRLF', () => {
    const csv = commissionsCsv([row()], { brandNames });
    expect(csv.startsWith('\uFEFFData;Marca;Pedido;Valor do pedido;Comissão;Status;Pagamento previsto\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes a row with São Paulo dates, pt-BR amounts and the status label', () => {
    expect(lines(commissionsCsv([row()], { brandNames }))[1]).toBe('10/11/2026;Loja Bela;PED-1001;1.234,56;154,32;Pendente;15/01/2027');
  });

  it('dates an order by its São Paulo day', () => {
    const late = row({ orderedAt: new Date('2026-12-01T02:30:00Z') });
    expect(lines(commissionsCsv([late], { brandNames }))[1]).toMatch(/^30\/11\/2026;/);
  });

  it('accepts ISO strings for dates', () => {
    const fromWire = row({ orderedAt: '2026-11-10T15:00:00.000Z', expectedPaymentAt: '2027-01-15T03:00:00.000Z' });
    expect(lines(commissionsCsv([fromWire], { brandNames }))[1]).toBe('10/11/2026;Loja Bela;PED-1001;1.234,56;154,32;Pendente;15/01/2027');
  });

  it('leaves the payment date empty for a canceled commission or none given', () => {
    const csv = lines(commissionsCsv([row({ status: 'canceled' }), row({ status: 'approved', expectedPaymentAt: null })], { brandNames }));
    expect(csv[1]).toBe('10/11/2026;Loja Bela;PED-1001;1.234,56;154,32;Cancelada;');
    expect(csv[2]).toBe('10/11/2026;Loja Bela;PED-1001;1.234,56;154,32;Aprovada;');
  });

  it('escapes brand names and neutralizes formula injection in order numbers', () => {
    const csv = lines(commissionsCsv([row({ brandId: 'b2', orderReference: '=cmd|"/c calc"!A1' })], { brandNames }));
    expect(csv[1]).toBe(`10/11/2026;"Café; Cia";"'=cmd|""/c calc""!A1";1.234,56;154,32;Pendente;15/01/2027`);
  });

  it('shows the brand id when its name is missing, never an inherited property', () => {
    const csv = lines(commissionsCsv([row({ brandId: 'b9' }), row({ brandId: 'constructor' })], { brandNames }));
    expect(csv[1]?.split(';')[1]).toBe('b9');
    expect(csv[2]?.split(';')[1]).toBe('constructor');
  });

  it('ends with the total of the commissions that were not canceled, to the centavo', () => {
    const rows = [
      row({ commissionCents: 10, status: 'pending' }),
      row({ commissionCents: 20, status: 'approved' }),
      row({ commissionCents: 123_456, status: 'paid' }),
      row({ commissionCents: 99_999, status: 'canceled' }),
      ...Array.from({ length: 97 }, () => row({ commissionCents: 1, status: 'pending' })),
    ];
    const csv = lines(commissionsCsv(rows, { brandNames }));
    expect(csv).toHaveLength(1 + rows.length + 1);
    expect(csv.at(-1)).toBe('Total;;;;1.235,83;;'); // 10 + 20 + 123456 + 97 = 123583
  });

  it('writes the header and a zero total for no commissions', () => {
    expect(commissionsCsv([], { brandNames })).toBe(
      '\uFEFFData;Marca;Pedido;Valor do pedido;Comissão;Status;Pagamento previsto\r\nTotal;;;;0,00;;\r\n',
    );
  });

  it('gives every line the header’s seven columns', () => {
    const csv = lines(commissionsCsv([row({ brandId: 'b2' }), row({ status: 'canceled' })], { brandNames }));
    // Splitting on separators outside quotes.
    for (const line of csv) expect(line.replace(/"[^"]*(?:""[^"]*)*"/g, 'x').split(';'), line).toHaveLength(7);
  });
});

describe('commissionsCsvFilename', () => {
  it('names the file by month, without accents', () => {
    expect(commissionsCsvFilename(2026, 11)).toBe('comissoes-2026-11.csv');
    expect(commissionsCsvFilename(2024, 1)).toBe('comissoes-2024-01.csv');
  });
});

describe('commissionsCsv dates', () => {
  it('writes São Paulo days, a calendar day as it is', () => {
    const csv = commissionsCsv(
      [
        {
          orderedAt: new Date('2026-12-01T02:30:00Z'),
          brandId: 'b',
          orderReference: 'P1',
          orderCents: 100,
          commissionCents: 10,
          status: 'pending',
          expectedPaymentAt: '2027-01-15',
        },
      ],
      { brandNames: { b: 'Marca' } },
    );
    expect(csv.split('\r\n')[1]).toBe('30/11/2026;Marca;P1;1,00;0,10;Pendente;15/01/2027');
  });
});

describe('payoutsCsv', () => {
  it('lists a batch with masked keys, its references and a total, safe from formulas', () => {
    const csv = payoutsCsv([
      {
        paidAt: new Date('2026-11-29T02:00:00Z'),
        fullName: 'Ana; Souza',
        email: 'ana@example.com',
        pixKeyType: 'email',
        pixKeyMasked: 'an***@example.com',
        amountCents: 123_456,
        reference: 'E12345678202611290200abcdefghijk',
      },
      {
        paidAt: '2026-11-29T12:00:00Z',
        fullName: '=HYPERLINK("x")',
        email: 'b@example.com',
        pixKeyType: 'cpf',
        pixKeyMasked: '***.982.247-**',
        amountCents: 1,
        reference: 'E2',
      },
    ]).split('\r\n');
    expect(csv[0]).toBe('\uFEFFPago em;Nome;E-mail;Tipo de chave PIX;Chave PIX;Valor;Referência PIX');
    expect(csv[1]).toBe('28/11/2026;"Ana; Souza";ana@example.com;E-mail;an***@example.com;1.234,56;E12345678202611290200abcdefghijk');
    expect(csv[2]).toBe(`29/11/2026;"'=HYPERLINK(""x"")";b@example.com;CPF;***.982.247-**;0,01;E2`);
    expect(csv[3]).toBe('Total;;;;;1.234,57;');
  });
});
