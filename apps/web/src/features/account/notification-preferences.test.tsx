import { ApiError } from '@ma/api-client';
import { notificationKinds } from '@ma/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { renderWithFakeApi } from '../../test/app-wrapper.tsx';
import { callsTo, deferred, pending, sectionAfterLoading, type Reply } from './account-test-utils.ts';
import { NotificationPreferences } from './notification-preferences.tsx';

const PREFERENCES = '/v3/notifications/preferences';
const everything = { preferences: notificationKinds.map((kind) => ({ kind, inApp: true, email: true, push: true })) };

const setup = (reply: Reply) => renderWithFakeApi(<NotificationPreferences />, reply, '/account');

mountToasterForEachTest();

describe("the account's notification preferences", () => {
  it('shows skeletons, then each kind with its three channels', async () => {
    const section = await sectionAfterLoading(setup, 'Carregando suas preferências', everything, 'Notificações');
    expect(await within(section).findAllByRole('switch')).toHaveLength(notificationKinds.length * 3);
    expect(within(section).getByRole('switch', { name: 'Candidatura aceita: No app' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Pagamento de comissões: E-mail' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Novo nível: No celular' })).toBeChecked();
  });

  it('saves a switch at once, with only its kind, and says so', async () => {
    const saving = deferred<unknown>();
    const { request, user } = await setup((method, path) => {
      if (path !== PREFERENCES) return pending();
      return method === 'get' ? Promise.resolve(everything) : saving.promise;
    });
    const email = await screen.findByRole('switch', { name: 'Comissão aprovada: E-mail' });
    await user.click(email);
    expect(callsTo(request, PREFERENCES, 'put')[0]?.[2]?.json).toEqual({
      preferences: [{ kind: 'commission_approved', inApp: true, email: false, push: true }],
    });
    expect(email).not.toBeChecked();
    expect(email).toBeDisabled();
    saving.resolve({
      preferences: everything.preferences.map((item) => (item.kind === 'commission_approved' ? { ...item, email: false } : item)),
    });
    expect(await screen.findByText('Preferências de notificação salvas.')).toBeInTheDocument();
    expect(email).not.toBeChecked();
    expect(email).toBeEnabled();
  });

  it('puts the switch back when the save fails', async () => {
    const { user } = await setup((method, path) => {
      if (path !== PREFERENCES) return pending();
      return method === 'get' ? Promise.resolve(everything) : Promise.reject(new ApiError(503, { detail: 'Tente novamente em instantes.' }));
    });
    const push = await screen.findByRole('switch', { name: 'Novo nível: No celular' });
    await user.click(push);
    expect(await screen.findByRole('switch', { name: 'Novo nível: No celular' })).toBeChecked();
  });

  it('shows a failed load with a retry', async () => {
    let attempts = 0;
    const { user } = await setup(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new ApiError(503, { detail: 'Estamos com instabilidade.' })) : Promise.resolve(everything);
    });
    expect(await screen.findByText('Não foi possível carregar suas preferências')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: 'Candidatura aceita: No app' })).toBeChecked();
  });
});
