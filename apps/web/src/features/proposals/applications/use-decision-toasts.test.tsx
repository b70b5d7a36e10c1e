import type { ApiClient } from '@ma/api-client';
import { proposalKeys } from '@ma/api-client/query';
import type { Application } from '@ma/api-client/schemas';
import { applicationFixture } from '@ma/api-client/testing';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { useDecisionToasts } from './use-decision-toasts.ts';

const APPLIED = '/v3/proposal/applied';
const SEEN = '/v3/proposal/applications/decisions/seen';

async function setup(items: Application[], seen: () => Promise<unknown> = () => Promise.resolve({ seen: 1 })) {
  const request = vi.fn((method: string, path: string) => {
    if (method === 'get' && path === APPLIED) return Promise.resolve({ items });
    if (method === 'post' && path === SEEN) return seen();
    return Promise.reject(new Error(`unexpected ${method} ${path}`));
  });
  const { wrapper, queryClient } = await createAppWrapper({ api: { request } as unknown as ApiClient, path: '/publis' });
  const hook = renderHook(() => useDecisionToasts(), { wrapper });
  return { request, queryClient, hook };
}

const seenCalls = (request: ReturnType<typeof vi.fn>) => request.mock.calls.filter(([method, path]) => method === 'post' && path === SEEN);

mountToasterForEachTest();

describe('useDecisionToasts (/publis)', () => {
  it('shows one toast per new decision, accepted or rejected, then marks exactly those seen', async () => {
    const { request, queryClient } = await setup([
      applicationFixture({ id: 'a1', proposalName: 'Veste Verde', status: 'accepted', decidedAt: '2026-03-02T10:00:00.000Z', decisionUnseen: true }),
      applicationFixture({ id: 'a2', proposalName: 'Café Mineiro', status: 'rejected', decidedAt: '2026-03-02T11:00:00.000Z', decisionUnseen: true }),
      applicationFixture({ id: 'a3', proposalName: 'Pousada', status: 'accepted', decidedAt: '2026-02-01T11:00:00.000Z', decisionUnseen: false }),
      applicationFixture({ id: 'a4', proposalName: 'Kit Pet' }),
    ]);
    expect(await screen.findByText('Sua candidatura para Veste Verde foi aceita!')).toBeInTheDocument();
    expect(screen.getByText('Sua candidatura para Café Mineiro foi recusada.')).toBeInTheDocument();
    expect(screen.queryByText(/Pousada|Kit Pet/)).not.toBeInTheDocument();
    await waitFor(() => expect(seenCalls(request)).toHaveLength(1));
    expect(seenCalls(request)[0]?.[2]).toEqual({
      json: {
        decisions: [
          { applicationId: 'a1', decidedAt: '2026-03-02T10:00:00.000Z' },
          { applicationId: 'a2', decidedAt: '2026-03-02T11:00:00.000Z' },
        ],
      },
      schema: expect.anything(),
    });
    // The list the tab shows no longer counts them as unseen.
    await waitFor(() => {
      const cached = queryClient.getQueryData<{ items: Application[] }>(proposalKeys.applied());
      expect(cached?.items.filter((item) => item.decisionUnseen)).toEqual([]);
    });
  });

  it('shows nothing and calls nothing when no decision is new', async () => {
    const { request } = await setup([
      applicationFixture({ status: 'accepted', decidedAt: '2026-03-02T10:00:00.000Z' }),
      applicationFixture({ id: 'a2' }),
    ]);
    await waitFor(() => expect(request).toHaveBeenCalledWith('get', APPLIED, expect.anything()));
    expect(screen.queryByText(/Sua candidatura/)).not.toBeInTheDocument();
    expect(seenCalls(request)).toHaveLength(0);
  });

  it('does not repeat a toast when the list is read again, even if marking it seen failed', async () => {
    const { request, queryClient } = await setup(
      [applicationFixture({ status: 'accepted', decidedAt: '2026-03-02T10:00:00.000Z', decisionUnseen: true })],
      () => Promise.reject(new Error('offline')),
    );
    expect(await screen.findByText('Sua candidatura para Veste Verde foi aceita!')).toBeInTheDocument();
    await waitFor(() => expect(seenCalls(request)).toHaveLength(1));
    await act(() => queryClient.refetchQueries({ queryKey: proposalKeys.applied() }));
    await waitFor(() => expect(request.mock.calls.filter(([method, path]) => method === 'get' && path === APPLIED)).toHaveLength(2));
    expect(screen.getAllByText('Sua candidatura para Veste Verde foi aceita!')).toHaveLength(1);
    expect(seenCalls(request)).toHaveLength(1);
  });
});
