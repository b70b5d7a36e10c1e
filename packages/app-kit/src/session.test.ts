import { ApiError, type ApiClient } from '@ma/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appSession } from './session.ts';

const api = {} as ApiClient;
const operator = { id: 'o1', name: 'Olga' };

describe('appSession', () => {
  it('is the signed-in person, null for a guest, and any other failure', async () => {
    const queryClient = new QueryClient();
    const signedIn = appSession('admin', () => Promise.resolve(operator));
    expect(await queryClient.fetchQuery(signedIn.query(api))).toEqual(operator);

    const guest = appSession('admin', () => Promise.reject(new ApiError(401, { detail: 'Entre de novo.' })));
    expect(await new QueryClient().fetchQuery(guest.query(api))).toBeNull();

    const down = appSession('admin', () => Promise.reject(new ApiError(503, { detail: 'Serviço em manutenção.' })));
    await expect(new QueryClient().fetchQuery(down.query(api))).rejects.toMatchObject({ status: 503 });
  });

  it("forgets the app's queries and the person, and keeps what is not the app's", () => {
    const queryClient = new QueryClient();
    const session = appSession('admin', () => Promise.resolve(operator));
    session.keep(queryClient, operator);
    queryClient.setQueryData(['admin', 'creators'], ['c1']);
    queryClient.setQueryData(['brand', 'me'], { id: 'b1' });

    session.forget(queryClient);

    expect(queryClient.getQueryData(['admin', 'me'])).toBeNull();
    expect(queryClient.getQueryData(['admin', 'creators'])).toBeUndefined();
    expect(queryClient.getQueryData(['brand', 'me'])).toEqual({ id: 'b1' });
  });
});
