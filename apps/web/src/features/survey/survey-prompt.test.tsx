import type { ApiClient } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import type { AccountInfo } from '@ma/api-client/schemas';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { accountFixture } from '../../test/overview-fixture.ts';
import { DueSurveyPrompt, SurveyPrompt } from './survey-prompt.tsx';

async function setup() {
  const request = vi.fn(async (_method: string, _path: string, _options?: { json?: unknown }) => undefined);
  const { queryClient, wrapper } = await createAppWrapper({ api: { request } as unknown as ApiClient });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(<SurveyPrompt />, { wrapper });
  return { request, invalidate, user: userEvent.setup() };
}

describe('SurveyPrompt', () => {
  it('offers five named mood faces, and the description only once a score is chosen', async () => {
    const { user } = await setup();
    const names = ['Muito insatisfeito', 'Insatisfeito', 'Neutro', 'Satisfeito', 'Muito satisfeito'];
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(names);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Satisfeito' }));
    expect(screen.getByRole('radio', { name: 'Satisfeito' })).toBeChecked();
    const description = screen.getByRole('textbox', { name: 'Quer contar o porquê? (opcional)' });
    expect(description).toHaveAttribute('maxlength', '300');
    expect(Number(description.getAttribute('rows'))).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('0/300')).toBeInTheDocument();
    await user.type(description, 'Ótimo');
    expect(screen.getByText('5/300')).toBeInTheDocument();
  });

  it('sends the score and description, then refreshes the account info', async () => {
    const { user, request, invalidate } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Muito satisfeito' }));
    await user.type(screen.getByRole('textbox'), 'Adorei as publis');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: accountKeys.all }));
    expect(request).toHaveBeenCalledWith('post', '/v3/account/nps', { json: { score: 5, description: 'Adorei as publis' } });
  });

  it('closes as "not now" through the dismiss call', async () => {
    const { user, request, invalidate } = await setup();
    await user.click(screen.getByRole('button', { name: 'Fechar pesquisa' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: accountKeys.all }));
    expect(request).toHaveBeenCalledWith('post', '/v3/account/nps/dismiss');
  });
});

describe('DueSurveyPrompt', () => {
  // The private layout's loader has read the account info before the page renders.
  const renderWith = async (nps: boolean) => {
    const account: AccountInfo = { ...accountFixture('silver'), view: { nps } };
    const { queryClient, wrapper } = await createAppWrapper({ api: { request: vi.fn() } as unknown as ApiClient });
    queryClient.setQueryData(accountKeys.me(), account);
    render(<DueSurveyPrompt />, { wrapper });
  };

  it('shows the survey while the account info says it is due', async () => {
    await renderWith(true);
    expect(screen.getByRole('button', { name: 'Fechar pesquisa' })).toBeInTheDocument();
  });

  it('shows nothing otherwise', async () => {
    await renderWith(false);
    expect(screen.queryByRole('button', { name: 'Fechar pesquisa' })).not.toBeInTheDocument();
  });
});
