import { auditLog, operatorRecoveryCodes, operators, operatorSessions, operatorSetupTokens } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { registerSessionCookieScheme } from '../../lib/session-cookie.ts';
import type { AppModule } from '../services.ts';
import { demoOperatorSeeder } from './demo-operator.seeder.ts';
import { OPERATOR_SESSION_COOKIE } from './operator-auth.ts';
import { operatorCommands, operatorCommandsUsage } from './operators.cli.ts';
import * as handlers from './operators.handlers.ts';
import type { OperatorsServices } from './operators.provides.ts';
import * as routes from './operators.routes.ts';
import { createTotpCipher, operatorsOptions } from './operators.runtime.ts';

const router = routerOf<typeof routes, handlers.OperatorsNeeds>(routes, handlers);
registerSessionCookieScheme(router, OPERATOR_SESSION_COOKIE);

// The back office's operators (docs/product/backoffice.md, decision 035): their accounts,
// sessions and setup links, and the audit log every operator write goes to.
export const operatorsModule: AppModule = {
  name: 'operators',
  configure: ({ env }) => operatorsOptions(env),
  provide: (platform, options): OperatorsServices => ({
    operatorAccess: {
      backofficeOrigin: options.backofficeOrigin,
      totpCipher: createTotpCipher(options.operatorSecretKey ?? options.jwtSecret, platform.demoMode),
    },
  }),
  routers: [router],
  commands: { run: operatorCommands, usage: operatorCommandsUsage },
  seeders: [demoOperatorSeeder],
  // Operators are no creators: nothing of theirs is in an export or a deletion.
  otherTables: [operatorSessions, operatorRecoveryCodes, operatorSetupTokens, auditLog, operators],
};
