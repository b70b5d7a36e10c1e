import { ApiError } from '@ma/api-client';
import type { ActiveSession } from '@ma/api-client/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { renderWithFakeApi } from '../../test/app-wrapper.tsx';
import { callsTo, pending, sectionAfterLoading, type Reply } from './account-test-utils.ts';
import { ActiveSessions } from './active-sessions.tsx';

const SESSIONS = '/v3/account/sessions';
const session = (overrides: Partial<ActiveSession>): ActiveSession => ({
  id: '00000000-0000-4000-8000-000000000001',
  device: 'Chrome · Android',
  ipPrefix: '203.0.113.0/24',
  createdAt: '2026-11-27T12:00:00.000Z',
  lastUsedAt: '2026-11-28T12:05:00.000Z',
  current: false,
  ...overrides,
});
const thisOne = session({ id: 'this', device: 'Firefox · Linux', ipPrefix: '2001:db8:aa::/48', current: true });
const phone = session({ id: 'phone' });
const unknown = session({ id: 'unknown', device: null, ipPrefix: null });

const setup = (reply: Reply) => renderWithFakeApi(<ActiveSessions />, reply, '/account');

/** The server's list: `items`, until the call `method path` ends the others; then this session alone. */
function sessionsEndedBy(items: ActiveSession[], method: string, path: string): Reply {
  let current = items;
  return (calledMethod, calledPath) => {
    if (calledMethod === 'get' && calledPath === SESSIONS) return Promise.resolve({ items: current });
    if (calledMethod === method && calledPath === path) {
      current = [thisOne];
      return Promise.resolve(undefined);
    }
    return pending();
  };
}

mountToasterForEachTest();

describe("the account's active sessions", () => {
  it('shows skeletons, then each session with its device, network and last use, this one marked and not endable', async () => {
    const section = await sectionAfterLoading(setup, 'Carregando suas sessões', { items: [thisOne, phone, unknown] }, 'Sessões ativas');
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Esta sessão')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    // São Paulo time.
    expect(within(second).getByText('Rede 203.0.113.0/24 · Último uso 28/11/2026, 09:05')).toBeInTheDocument();
    expect(within(third).getByText('Aparelho desconhecido')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Encerrar todas as outras sessões' })).toBeInTheDocument();
  });

  it("ends one session with 'Encerrar', says so and reads the list again", async () => {
    const { request, user } = await setup(sessionsEndedBy([thisOne, phone], 'delete', `${SESSIONS}/phone`));
    await user.click(await screen.findByRole('button', { name: 'Encerrar a sessão Chrome · Android' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma outra sessão aberta.')).toBeInTheDocument();
    expect(callsTo(request, SESSIONS, 'get')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Encerrar todas as outras sessões' })).not.toBeInTheDocument();
  });

  it("ends every other session with 'Encerrar todas as outras sessões'", async () => {
    const { request, user } = await setup(sessionsEndedBy([thisOne, phone, unknown], 'post', `${SESSIONS}/end-others`));
    await user.click(await screen.findByRole('button', { name: 'Encerrar todas as outras sessões' }));
    expect(await screen.findByText('As outras sessões foram encerradas.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma outra sessão aberta.')).toBeInTheDocument();
    expect(callsTo(request, `${SESSIONS}/end-others`, 'post')).toHaveLength(1);
  });

  it('says when the list could not be read, and tries again', async () => {
    let fail = true;
    const { user } = await setup((method, path) => {
      if (method !== 'get' || path !== SESSIONS) return pending();
      return fail ? Promise.reject(new ApiError(503, undefined)) : Promise.resolve({ items: [thisOne] });
    });
    expect(await screen.findByText('Não foi possível carregar suas sessões')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma outra sessão aberta.')).toBeInTheDocument();
  });
});
