import type { Application } from '@ma/api-client/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFakeApi } from '../../../test/app-wrapper.tsx';
import { callsTo, pending, type Reply } from '../../../test/fake-api.ts';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { ApplicationsList } from './applications-list.tsx';

const APPLIED = '/v3/proposal/applied';
const ID = '3b7e2f0c-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const ONE = `/v3/proposal/applications/${ID}`;

const application = (overrides: Partial<Application> = {}): Application => ({
  id: ID,
  proposalId: 'p1',
  proposalName: 'Moda fitness sustentável',
  brandName: 'Veste Verde',
  logoUrl: null,
  totalPosts: 2,
  totalStories: 1,
  totalReels: 0,
  totalVideos: 3,
  observations: 'Entrego em uma semana.',
  valueCents: 180_000,
  isNegotiable: true,
  status: 'pending',
  createdAt: '2026-03-01T12:00:00.000Z',
  decidedAt: null,
  decisionUnseen: false,
  ...overrides,
});

async function setup(reply: Reply) {
  const { request, user } = await renderWithFakeApi(<ApplicationsList onBrowse={() => undefined} />, reply, '/publis');
  const openIt = async () => user.click(await screen.findByRole('button', { name: 'Ver candidatura: Moda fitness sustentável' }));
  return { request, user, openIt };
}

mountToasterForEachTest();

describe('an application opened from Minhas candidaturas', () => {
  it('shows what was sent: deliverables, value, negotiation, notes, status and date', async () => {
    const { openIt } = await setup((method, path) => {
      if (path === APPLIED) return Promise.resolve({ items: [application()] });
      if (path === ONE) return Promise.resolve(application());
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    await openIt();
    const dialog = await screen.findByRole('dialog', { name: 'Sua candidatura' });
    expect(await within(dialog).findByText('R$ 1.800,00')).toBeInTheDocument();
    expect(within(dialog).getByText('(aceita negociar)')).toBeInTheDocument();
    expect(within(dialog).getByText('Vídeos (TikTok)').nextSibling).toHaveTextContent('3');
    expect(within(dialog).getByText('Posts').nextSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('Entrego em uma semana.')).toBeInTheDocument();
    expect(within(dialog).getByText('Em análise')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enviada em 01\/03\/2026/)).toBeInTheDocument();
  });

  it('shows a loading state while the application is read', async () => {
    const { openIt } = await setup((method, path) => {
      if (path === APPLIED) return Promise.resolve({ items: [application()] });
      if (path === ONE) return pending();
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    await openIt();
    expect(await screen.findByLabelText('Carregando candidatura')).toBeInTheDocument();
  });

  it('shows a failure with a retry that reads it again', async () => {
    let fails = true;
    const { openIt, user } = await setup((method, path) => {
      if (path === APPLIED) return Promise.resolve({ items: [application()] });
      if (path === ONE) return fails ? Promise.reject(new Error('offline')) : Promise.resolve(application());
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    await openIt();
    const dialog = await screen.findByRole('dialog', { name: 'Sua candidatura' });
    expect(await within(dialog).findByText('Não foi possível carregar sua candidatura.')).toBeInTheDocument();
    fails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByText('R$ 1.800,00')).toBeInTheDocument();
  });

  it('withdraws a pending application after the confirmation, then refreshes the list and closes', async () => {
    let items = [application()];
    const { openIt, user, request } = await setup((method, path) => {
      if (path === APPLIED) return Promise.resolve({ items });
      if (method === 'get' && path === ONE) return Promise.resolve(application());
      if (method === 'delete' && path === ONE) {
        items = [];
        return Promise.resolve(undefined);
      }
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    await openIt();
    const dialog = await screen.findByRole('dialog', { name: 'Sua candidatura' });
    await user.click(await within(dialog).findByRole('button', { name: 'Retirar candidatura' }));
    // Nothing is sent before the confirmation.
    expect(callsTo(request, ONE, 'delete')).toHaveLength(0);
    expect(within(dialog).getByText('Retirar esta candidatura?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sim, retirar' }));

    expect(await screen.findByText('Candidatura retirada.')).toBeInTheDocument();
    expect(callsTo(request, ONE, 'delete')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sua candidatura' })).not.toBeInTheDocument());
    expect(await screen.findByText('Você ainda não enviou propostas')).toBeInTheDocument();
  });

  it('keeps the application when the confirmation is declined', async () => {
    const { openIt, user, request } = await setup((method, path) => {
      if (path === APPLIED) return Promise.resolve({ items: [application()] });
      if (path === ONE) return Promise.resolve(application());
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    await openIt();
    const dialog = await screen.findByRole('dialog', { name: 'Sua candidatura' });
    await user.click(await within(dialog).findByRole('button', { name: 'Retirar candidatura' }));
    await user.click(within(dialog).getByRole('button', { name: 'Manter candidatura' }));
    expect(within(dialog).getByRole('button', { name: 'Retirar candidatura' })).toBeInTheDocument();
    expect(callsTo(request, ONE, 'delete')).toHaveLength(0);
  });

  it('offers no withdrawal once the brand answered, and says why', async () => {
    const accepted = application({ status: 'accepted', decidedAt: '2026-03-03T12:00:00.000Z' });
    const { openIt } = await setup((method, path) => {
      if (path === APPLIED) return Promise.resolve({ items: [accepted] });
      if (path === ONE) return Promise.resolve(accepted);
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    await openIt();
    const dialog = await screen.findByRole('dialog', { name: 'Sua candidatura' });
    expect(await within(dialog).findByText(/não pode mais ser retirada/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retirar candidatura' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/respondida em 03\/03\/2026/)).toBeInTheDocument();
  });
});

describe("an application's deal page from Minhas candidaturas", () => {
  it("links each application's conversation and deliverables, with the brand's unread messages", async () => {
    await setup((method, path) => {
      if (path === APPLIED) return Promise.resolve({ items: [application()] });
      if (path === '/v3/proposal/conversations')
        return Promise.resolve({ items: [{ applicationId: ID, unread: 2, lastMessageAt: '2026-03-02T12:00:00.000Z' }] });
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    });
    const link = await screen.findByRole('link', { name: 'Conversa e entregas' });
    expect(link).toHaveAttribute('href', `/publis/candidaturas/${ID}`);
    expect(await screen.findByText('2 mensagens novas')).toBeInTheDocument();
  });
});
