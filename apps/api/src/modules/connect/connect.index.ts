import { connectGrants, oauthStates, socialAccounts, socialStatsSnapshots } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import type { ConnectModuleServices } from './connect.provides.ts';
import * as handlers from './connect.handlers.ts';
import * as routes from './connect.routes.ts';
import { connectDeps } from './connect.runtime.ts';
import { demoProvidersAt, demoProvidersRouter } from './demo-providers.ts';
import { defineRefreshJobs, REFRESH_JOB_OPTIONS, REFRESH_JOBS } from './refresh-job.ts';
import { createTokenCipher } from './token-cipher.ts';

/** Instagram and TikTok: connecting, the daily refresh of their numbers (docs/product/connect.md). */
export const connectModule: AppModule = {
  name: 'connect',
  routers: [routerOf<typeof routes, handlers.ConnectNeeds>(routes, handlers), demoProvidersRouter],
  configure: ({ env, clock, logger, appOrigin, mode }) => connectDeps(env, { clock, logger, appOrigin, demoMode: mode === 'demo' }),
  provide: (_platform, deps): ConnectModuleServices => ({
    connect: deps.connect ?? { cipher: createTokenCipher(`connect-tokens:${deps.jwtSecret}`) },
    demoProviders: deps.demoProviders,
  }),
  // The networks send the creator back to the origin the browser used (the demo without APP_ORIGIN).
  atOrigin: ({ connect, demoProviders }, origin) => ({
    connect: connect.at?.(origin) ?? connect,
    demoProviders: demoProviders && demoProvidersAt(demoProviders, origin),
  }),
  queues: Object.values(REFRESH_JOBS).map((name) => ({ name, options: REFRESH_JOB_OPTIONS })),
  jobs: (runner, { db, events, connect, clock, logger, rateLimiter }) =>
    void defineRefreshJobs(runner, { db, events, connect, clock, logger, rateLimiter }),
  personalTables: [
    {
      table: socialAccounts,
      owned: byUser(socialAccounts.userId),
      secret: [socialAccounts.accessTokenEnc, socialAccounts.refreshTokenEnc],
      erase: 'delete',
    },
    { table: socialStatsSnapshots, owned: byUser(socialStatsSnapshots.userId), erase: 'delete' },
    { table: oauthStates, owned: byUser(oauthStates.userId), secret: [oauthStates.stateHash, oauthStates.browserHash], erase: 'delete' },
    { table: connectGrants, owned: byUser(connectGrants.userId), secret: [connectGrants.tokenHash, connectGrants.accessTokenEnc], erase: 'delete' },
  ],
};
