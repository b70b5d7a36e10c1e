import type { AccountInfo } from '@ma/api-client/schemas';

export { callsTo, deferred, fakeApi, pending, type FakeRequestOptions, type Reply } from '../../test/fake-api.ts';

export const accountOf = (user: Partial<AccountInfo['user']> = {}): AccountInfo => ({
  user: { name: 'Maria Souza', level: 'silver', email: 'maria@example.com', hasPassword: true, reauthMethods: ['password'], ...user },
  profile: { picture: null },
  socials: [],
  view: { nps: false },
});
