import { ApiError } from '@ma/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { fakeApi, pending } from '../../../test/fake-api.ts';
import { pendingProposal } from '../pending-proposal.ts';
import { PendingProposalNotice } from './pending-proposal-notice.tsx';

const ID = '7d9f6c2e-1b3a-4c5d-8e9f-0a1b2c3d4e5f';

async function setup(answer: () => Promise<unknown>) {
  const { api, request } = fakeApi((_method, path) => (path === `/v3/proposal/${ID}/public` ? answer() : pending()));
  const { router, wrapper } = await createAppWrapper({ api, path: '/media-kit/edit' });
  render(<PendingProposalNotice />, { wrapper });
  return { router, request };
}

afterEach(() => localStorage.clear());

describe('PendingProposalNotice', () => {
  it('offers the proposal the guest came from, opening its card in /publis, and forgets it once taken up', async () => {
    pendingProposal.save(ID);
    const { router } = await setup(async () => ({ id: ID, name: 'Rotina de skincare', brandName: 'Lumière' }));
    const offer = await screen.findByRole('link', { name: 'Continuar para a proposta Rotina de skincare' });
    expect(offer).toHaveAttribute('href', `/publis?q=Rotina+de+skincare&open=${ID}`);
    expect(screen.getByText('Lumière')).toBeInTheDocument();

    await userEvent.click(offer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/publis'));
    expect(router.state.location.search).toEqual({ q: 'Rotina de skincare', open: ID });
    expect(pendingProposal.peek()).toBeNull();
  });

  it("is closed with 'Agora não', which forgets the proposal", async () => {
    pendingProposal.save(ID);
    await setup(async () => ({ id: ID, name: 'Rotina de skincare', brandName: 'Lumière' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('link', { name: /Continuar para a proposta/ })).not.toBeInTheDocument();
    expect(pendingProposal.peek()).toBeNull();
  });

  it('says nothing, and forgets it, when the proposal is gone', async () => {
    pendingProposal.save(ID);
    await setup(() => Promise.reject(new ApiError(404, { detail: 'Proposta não encontrada' })));
    await waitFor(() => expect(pendingProposal.peek()).toBeNull());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks for nothing when no proposal waits', async () => {
    const { request } = await setup(pending);
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
