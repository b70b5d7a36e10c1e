import { ApiError } from '@ma/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListStates } from './list-states.tsx';
import { renderWithTheme } from './testing/render-with-theme.tsx';

const settled = { isPending: false, isError: false, error: null, isFetching: false, refetch: vi.fn().mockResolvedValue(undefined) };

const renderList = (query: Parameters<typeof ListStates>[0]['list']['query'], items: string[] | undefined) =>
  renderWithTheme(
    <ListStates
      list={{ query, items }}
      errorTitle="Não foi possível carregar os cupons"
      empty="Nenhum cupom ainda."
      emptyAction={<button>Criar</button>}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );

describe('ListStates', () => {
  it('shows grey rows while the first page loads', () => {
    renderList({ ...settled, isPending: true }, undefined);
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the server’s reason and loads again on ‘Tentar novamente’', async () => {
    const refetch = vi.fn().mockResolvedValue(undefined);
    const { user } = renderList({ ...settled, isError: true, error: new ApiError(503, { detail: 'Serviço em manutenção.' }), refetch }, undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os cupons');
    expect(screen.getByText('Serviço em manutenção.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says the list is empty, with what to do next', () => {
    renderList(settled, []);
    expect(screen.getByText('Nenhum cupom ainda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar' })).toBeInTheDocument();
  });

  it('shows the rows, and ‘Carregar mais’ while the server has more pages', async () => {
    const fetchNextPage = vi.fn().mockResolvedValue(undefined);
    const { user } = renderList({ ...settled, hasNextPage: true, isFetchingNextPage: false, fetchNextPage }, ['BEMVINDO10', 'EXPIRADO']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['BEMVINDO10', 'EXPIRADO']);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });

  it('offers no ‘Carregar mais’ on the last page', () => {
    renderList({ ...settled, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() }, ['BEMVINDO10']);
    expect(screen.getByRole('listitem')).toHaveTextContent('BEMVINDO10');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });
});
