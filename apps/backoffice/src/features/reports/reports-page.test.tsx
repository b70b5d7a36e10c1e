import type { ApiClient } from '@ma/api-client';
import type { AdminConversationReport } from '@ma/api-client/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../test/review-queue.tsx';
import { ReportsPage } from './reports-page.tsx';

const report: AdminConversationReport = {
  id: 'r1',
  createdAt: '2026-11-20T15:30:00.000Z',
  reason: 'Pediu minha senha do banco.',
  side: 'creator',
  reporterName: 'Ana Clara',
  applicationId: 'a1',
  proposalName: 'Glow de Verão',
  brandName: 'Lumière',
  creatorName: 'Ana Clara',
};

function fakeApi() {
  const request = vi.fn((_method: string, path: string) => {
    if (path === '/v3/admin/conversation-reports') return Promise.resolve({ items: [report], nextCursor: null });
    return Promise.resolve({
      ...report,
      messages: [
        {
          id: 'm1',
          side: 'brand',
          authorName: 'Beatriz Lima',
          body: 'Mande a <b>senha</b> do banco.',
          createdAt: '2026-11-20T15:00:00.000Z',
          mine: false,
        },
      ],
    });
  });
  return { api: { request } as unknown as ApiClient, request };
}

describe('Denúncias', () => {
  it('lists who reported and why, and opens the conversation to read, markup as text', async () => {
    const { api, request } = fakeApi();
    renderWithToasts(<ReportsPage api={api} />);
    const row = (await screen.findByText('Pediu minha senha do banco.')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Criadora')).toBeInTheDocument();
    expect(row).toHaveTextContent('Glow de Verão');
    await userEvent.click(within(row).getByRole('button', { name: 'Ver conversa: Lumière e Ana Clara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lumière e Ana Clara' });
    expect(await within(dialog).findByRole('list', { name: 'Conversa entre Lumière e Ana Clara' })).toHaveTextContent(
      'Mande a <b>senha</b> do banco.',
    );
    expect(request).toHaveBeenCalledWith('get', '/v3/admin/conversation-reports/r1', expect.anything());
  });
});
