import type { AccountInfo } from '@ma/api-client/schemas';

export { callsTo, fakeApi, pending, type FakeRequestOptions, type Reply } from '../../test/fake-api.ts';

export const accountOf = (user: Partial<AccountInfo['user']> = {}): AccountInfo => ({
  user: { name: 'Maria Souza', level: 'silver', email: 'maria@example.com', hasPassword: true, reauthMethods: ['password'], ...user },
  profile: { picture: null },
  socials: [],
  view: { nps: false },
});

/** A promise the test settles when it wants: a call kept on its way while the screen is checked. */
export function deferred<T = undefined>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
