import type { ApiClient } from '@ma/api-client';
import type { Applicant } from '@ma/api-client/schemas';
import { renderWithTheme } from '@ma/app-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { ApplicantCard, ApplicantsPanel } from './applicants-panel.tsx';
import { LinksPanel } from './links-panel.tsx';

const applicant = (changes: Partial<Applicant> = {}): Applicant => ({
  applicationId: 'app-1',
  status: 'pending',
  createdAt: '2026-11-20T12:00:00.000Z',
  decidedAt: null,
  dealUnderWay: false,
  creator: {
    name: 'Ana Clara',
    username: 'anaclara',
    photoUrl: null,
    level: 'gold',
    niches: ['Beleza'],
    city: 'Salvador',
    state: 'BA',
    followers: { instagram: 52_000, tiktok: null },
    engagementRate: { instagram: 3.2, tiktok: null },
  },
  offer: { totalPosts: 1, totalStories: 3, totalReels: 0, totalVideos: 0, valueCents: 150_050, isNegotiable: true, observations: 'Gravo no sábado.' },
  fit: { score: 80, checks: [] },
  ...changes,
});
const listOf = (applicants: Applicant[]) => ({ proposal: { id: 'p-9', name: 'Glow de Verão' }, applicants });

/** Renders `panel` with a fake API answering `answers`. */
function render(panel: (api: ApiClient) => ReactNode, answers: Parameters<typeof fakeApi>[0]) {
  const { api, request } = fakeApi(answers);
  return { ...renderWithTheme(<QueryClientProvider client={new QueryClient()}>{panel(api)}</QueryClientProvider>), request };
}

describe('ApplicantsPanel', () => {
  it("links each applicant's deal page with the team's unread messages", async () => {
    render(
      (api) => <ApplicantsPanel api={api} id="bp-1" dealLink={(one) => <a href={`#${one.applicationId}`}>Conversa com {one.creator.name}</a>} />,
      {
        'get /v3/brand/proposals/bp-1/applicants': listOf([applicant()]),
        'get /v3/brand/proposals/bp-1/conversations': { items: [{ applicationId: 'app-1', unread: 2, lastMessageAt: '2026-11-21T12:00:00.000Z' }] },
      },
    );
    const card = await screen.findByRole('listitem', { name: 'Ana Clara' });
    expect(within(card).getByRole('link', { name: 'Conversa com Ana Clara' })).toHaveAttribute('href', '#app-1');
    expect(await within(card).findByText('2 mensagens novas')).toBeInTheDocument();
  });

  it('offers no decision on an applicant whose deal is under way, as the list reads it', async () => {
    render((api) => <ApplicantsPanel api={api} id="bp-1" />, {
      'get /v3/brand/proposals/bp-1/applicants': listOf([applicant({ status: 'accepted', dealUnderWay: true })]),
    });
    const card = await screen.findByRole('listitem', { name: 'Ana Clara' });
    expect(within(card).queryByRole('button', { name: /Recusar|Aceitar/ })).not.toBeInTheDocument();
    expect(within(card).getByText('A criadora já começou as entregas: a aceitação não pode mais ser desfeita.')).toBeInTheDocument();
  });

  it('says when nobody applied yet', async () => {
    render((api) => <ApplicantsPanel api={api} id="bp-1" />, { 'get /v3/brand/proposals/bp-1/applicants': listOf([]) });
    expect(await screen.findByText('Nenhuma criadora se candidatou a esta proposta ainda.')).toBeInTheDocument();
  });

  it('shows each applicant with her offer and kit, accepts her, and lets the brand change its mind', async () => {
    let decisions: unknown[] = [];
    const answers = {
      'get /v3/brand/proposals/bp-1/applicants': listOf([applicant()]),
      'post /v3/brand/proposals/bp-1/applicants/app-1': (json: { decision: 'accepted' | 'rejected' }) => {
        decisions = [...decisions, json.decision];
        return applicant({ status: json.decision, decidedAt: '2026-11-21T12:00:00.000Z' });
      },
    };
    const { user } = render((api) => <ApplicantsPanel api={api} id="bp-1" />, answers);
    const card = await screen.findByRole('listitem', { name: 'Ana Clara' });
    expect(within(card).getByText('Salvador, BA')).toBeInTheDocument();
    expect(within(card).getByText(/Instagram: 52k · TikTok: não conectado · Compatibilidade: 80%/)).toBeInTheDocument();
    expect(within(card).getByText(/1 post · 3 stories · 0 reels · 0 vídeos · R\$\s?1\.500,50 · aceita negociar/)).toBeInTheDocument();
    expect(within(card).getByText('Gravo no sábado.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ver mídia kit/ })).toHaveAttribute('href', '/anaclara');
    expect(within(card).getByRole('link', { name: /Ver mídia kit/ })).toHaveAttribute('target', '_blank');
    expect(within(card).getByText('Em análise')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Aceitar' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(card).getByText('Aceita')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(within(card).getByText('Recusada')).toBeInTheDocument());
    expect(decisions).toEqual(['accepted', 'rejected']);
  });
});

describe('LinksPanel', () => {
  it('makes a link, shows its address once to copy, lists it and revokes it', async () => {
    const active = {
      id: 'l-1',
      label: 'Agência',
      createdAt: '2026-11-20T12:00:00.000Z',
      expiresAt: '2026-12-20T12:00:00.000Z',
      revokedAt: null as string | null,
      firstOpenedAt: null,
      lastOpenedAt: null,
      state: 'active' as 'active' | 'revoked',
    };
    let items: (typeof active)[] = [];
    const { user, request } = render((api) => <LinksPanel api={api} id="bp-1" />, {
      'get /v3/brand/proposals/bp-1/links': () => ({ items }),
      'post /v3/brand/proposals/bp-1/links': () => {
        items = [active];
        return { link: active, url: 'http://localhost/aira/profile-list/segredo' };
      },
      'delete /v3/brand/proposals/bp-1/links/l-1': () => {
        items = [{ ...active, state: 'revoked', revokedAt: '2026-11-21T12:00:00.000Z' }];
        return items[0];
      },
    });
    await user.type(screen.getByLabelText('Para quem'), 'Agência');
    await user.click(screen.getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByText('http://localhost/aira/profile-list/segredo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
    expect(request.mock.calls.find(([method]) => method === 'post')?.[2]).toEqual({
      json: { label: 'Agência', days: 30 },
      schema: expect.anything(),
    });
    const links = await screen.findByRole('list', { name: 'Links' });
    expect(within(links).getByText('Agência · Ativo')).toBeInTheDocument();
    await user.click(within(links).getByRole('button', { name: 'Revogar o link Agência' }));
    expect(await within(links).findByText('Agência · Revogado')).toBeInTheDocument();
    expect(within(links).queryByRole('button', { name: /Revogar/ })).not.toBeInTheDocument();
  });
});

describe('ApplicantCard', () => {
  it('offers no decision once she has begun handing in, and says why', () => {
    render((api) => <ApplicantCard api={api} id="bp-1" applicant={applicant({ status: 'accepted' })} decided />, {});
    const card = screen.getByRole('listitem', { name: 'Ana Clara' });
    expect(within(card).queryByRole('button', { name: /Recusar|Aceitar/ })).not.toBeInTheDocument();
    expect(within(card).getByText('A criadora já começou as entregas: a aceitação não pode mais ser desfeita.')).toBeInTheDocument();
  });
});
