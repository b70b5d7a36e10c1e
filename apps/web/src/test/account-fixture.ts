import type { AccountInfo } from '@ma/api-client/schemas';

/** GET /v3/account/me's answer: Maria, Prata, with a password, unless `user` says otherwise; `socials` the profiles she signed in with. */
export const accountOf = (user: Partial<AccountInfo['user']> = {}, socials: AccountInfo['socials'] = []): AccountInfo => ({
  user: { name: 'Maria Souza', level: 'silver', email: 'maria@example.com', hasPassword: true, reauthMethods: ['password'], ...user },
  profile: { picture: null },
  socials,
  view: { nps: false },
});
