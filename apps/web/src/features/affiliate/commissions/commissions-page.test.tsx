import type { CalendarMonth } from '@ma/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failsOnce, OUTAGE } from '../../../test/fails-once.ts';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { callsTo, commissionFixture, commissionsPageFixture, fakeApi, pending, type Reply } from '../affiliate-test-utils.tsx';
import { CommissionsPage } from './commissions-page.tsx';

const COMMISSIONS = '/v3/affiliate/commissions';
const CSV = '/v3/affiliate/commissions.csv';

async function setup(reply: Reply, month: CalendarMonth = { year: 2026, month: 10 }) {
  const { api, request } = fakeApi(reply);
  const { wrapper } = await createAppWrapper({ api, path: '/affiliate/commissions' });
  const onMonthChange = vi.fn<(month: CalendarMonth) => void>();
  render(<CommissionsPage {...month} onMonthChange={onMonthChange} />, { wrapper });
  return { request, onMonthChange, user: userEvent.setup() };
}

const total = (label: string) => within(screen.getByRole('group', { name: label }));

/** A Blob's bytes (jsdom's Blob has no text() or arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

mountToasterForEachTest();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the commissions page (/affiliate/commissions)', () => {
  it('shows the month’s totals per status and what is still to be received', async () => {
    await setup((_method, path) => (path === COMMISSIONS ? Promise.resolve(commissionsPageFixture()) : pending()));
    expect(within(await screen.findByRole('group', { name: 'A receber' })).getByText('R$ 34,99')).toBeInTheDocument();
    expect(total('Pendente').getByText('R$ 24,99')).toBeInTheDocument();
    expect(total('Aprovada').getByText('R$ 10,00')).toBeInTheDocument();
    expect(total('Paga').getByText('R$ 50,00')).toBeInTheDocument();
    expect(total('Cancelada').getByText('R$ 7,00')).toBeInTheDocument();
  });

  it('lists each commission with its order, status and expected payment', async () => {
    const items = [
      commissionFixture(),
      commissionFixture({ id: 'c-2', orderId: 'PED-1002', status: 'paid', paidAt: '2026-11-15T12:00:00.000Z' }),
      commissionFixture({ id: 'c-3', orderId: 'PED-1003', status: 'canceled', expectedPaymentDate: null }),
    ];
    await setup((_method, path) => (path === COMMISSIONS ? Promise.resolve(commissionsPageFixture({ items, total: 3 })) : pending()));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data', 'Marca', 'Pedido', 'Valor do pedido', 'Comissão', 'Status', 'Pagamento previsto']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05/10/2026', 'Loja Verde', 'PED-1001', 'R$ 199,90', 'R$ 24,99', 'Pendente', '15/12/2026']);
    expect(within(rows[2] as HTMLElement).getByText('Pago em 15/11/2026')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Cancelada')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('—')).toBeInTheDocument();
    // The phone layout's cards carry the same commissions.
    expect(screen.getByRole('article', { name: 'Loja Verde, Pedido PED-1002' })).toBeInTheDocument();
  });

  it('says when a month has no commission', async () => {
    const empty = commissionsPageFixture({ items: [], total: 0, totals: { pending: 0, approved: 0, paid: 0, canceled: 0, all: 0, payable: 0 } });
    await setup((_method, path) => (path === COMMISSIONS ? Promise.resolve(empty) : pending()));
    expect(await screen.findByText('Nenhuma comissão em outubro de 2026.')).toBeInTheDocument();
    expect(total('A receber').getByText('R$ 0,00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('loads more commissions while the API has more', async () => {
    const { request, user } = await setup((_method, path, { searchParams }) => {
      if (path !== COMMISSIONS) return pending();
      return Promise.resolve(
        searchParams?.page === 2
          ? commissionsPageFixture({ page: 2, items: [commissionFixture({ id: 'c-2', orderId: 'PED-2002' })], hasMore: false })
          : commissionsPageFixture({ hasMore: true, total: 2 }),
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await within(screen.getByRole('table')).findByText('PED-2002')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('PED-1001')).toBeInTheDocument();
    expect(callsTo(request, COMMISSIONS).map(([, , options]) => options?.searchParams)).toEqual([
      { month: 10, year: 2026, page: 1 },
      { month: 10, year: 2026, page: 2 },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument());
  });

  it('picks another month from the list, newest first', async () => {
    const { onMonthChange, user } = await setup(pending);
    const select = screen.getByRole('combobox', { name: 'Mês' });
    expect(select).toHaveValue('outubro de 2026');
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('novembro de 2026');
    expect(options.at(-1)).toHaveTextContent('janeiro de 2024');
    await user.click(screen.getByRole('option', { name: 'setembro de 2026' }));
    expect(onMonthChange).toHaveBeenCalledWith({ year: 2026, month: 9 });
  });

  it('exports the month as a CSV file for spreadsheets', async () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:comissoes');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const csv = 'Data;Marca;Pedido;Valor do pedido;Comissão;Status;Pagamento previsto\r\n';
    const { request, user } = await setup((_method, path) => (path === CSV ? Promise.resolve(csv) : pending()));

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Planilha de comissões baixada.')).toBeInTheDocument();
    expect(callsTo(request, CSV, 'get')[0]?.[2]).toMatchObject({ searchParams: { month: 10, year: 2026 }, text: true });
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    // The BOM, which the browser's decoding took off, is back for Excel.
    const bytes = blob ? await bytesOf(blob) : new Uint8Array();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('comissoes-2026-10.csv');
    expect(link.href).toBe('blob:comissoes');
  });

  it('shows a failed load with the reason and a retry', async () => {
    const { user } = await setup(failsOnce(COMMISSIONS, commissionsPageFixture()));
    expect(await screen.findByText('Não foi possível carregar suas comissões')).toBeInTheDocument();
    expect(screen.getByText(OUTAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(within(await screen.findByRole('group', { name: 'A receber' })).getByText('R$ 34,99')).toBeInTheDocument();
  });
});
