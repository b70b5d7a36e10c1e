import { renderWithTheme } from '@ma/app-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { ProposalsPage } from './proposals-page.tsx';
import { aProposal, aPublished } from './test-proposals.ts';

const renderPage = (items: unknown[]) => {
  const { api } = fakeApi({ 'get /v3/brand/proposals': { items } });
  return renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <ProposalsPage api={api} newButton={<a href="/nova">Nova proposta</a>} rowLink={(p, children) => <a href={`/${p.id}`}>{children}</a>} />
    </QueryClientProvider>,
  );
};

describe('ProposalsPage', () => {
  it('shows each proposal with its value in reais and where it stands', async () => {
    renderPage([
      aProposal({ id: 'a', fields: { ...aProposal().fields, name: 'Rascunho de inverno', value: 800 } }),
      aProposal({ id: 'b', state: 'submitted', fields: { ...aProposal().fields, name: 'Glow de Verão' } }),
      aProposal({ id: 'c', state: 'returned', returnReason: 'Descreva as entregas.', fields: { ...aProposal().fields, name: 'Devolvida' } }),
      aProposal({
        id: 'd',
        state: 'published',
        published: aPublished({ state: 'expired', totalApplications: 1 }),
        fields: { ...aProposal().fields, name: 'No ar' },
      }),
    ]);
    const draft = await screen.findByRole('listitem', { name: 'Rascunho de inverno' });
    expect(draft).toHaveTextContent('R$ 800,00');
    expect(within(draft).getByText('Rascunho')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Glow de Verão' })).getByText('Em análise')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Glow de Verão' })).toHaveTextContent('R$ 1.500,50');
    const returned = screen.getByRole('listitem', { name: 'Devolvida' });
    expect(returned).toHaveTextContent('Motivo: Descreva as entregas.');
    const published = screen.getByRole('listitem', { name: 'No ar' });
    expect(within(published).getByText('Publicada')).toBeInTheDocument();
    expect(published).toHaveTextContent('Expirada · 1 candidatura');
    expect(within(published).getByRole('link')).toHaveAttribute('href', '/d');
    expect(screen.getByRole('link', { name: 'Nova proposta' })).toBeInTheDocument();
  });

  it('invites the first proposal when there is none', async () => {
    renderPage([]);
    expect(await screen.findByText(/Nenhuma proposta ainda\. Escreva a primeira/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova proposta' })).toBeInTheDocument();
  });
});
