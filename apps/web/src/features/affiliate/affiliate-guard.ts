import { affiliateMeQueryOptions } from '@ma/api-client/query';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../../lib/router-context.ts';

// The routes' `beforeLoad`: they run with every page's first load (docs/decisions/008-first-load.md),
// so this file imports options only, never the calls or zod.

type GuardArgs = { context: Pick<RouterContext, 'queryClient' | 'api'> };

async function isRegistered({ context: { queryClient, api } }: GuardArgs): Promise<boolean> {
  const { affiliate } = await queryClient.ensureQueryData(affiliateMeQueryOptions(api));
  return affiliate !== null;
}

/** Links, commissions and editing need a registration: until then, the creator registers first. */
export async function requireAffiliate(args: GuardArgs): Promise<void> {
  if (!(await isRegistered(args))) throw redirect({ to: '/affiliate/register', replace: true });
}

/** A registered creator has nothing to register: their data is edited instead. */
export async function requireNotAffiliate(args: GuardArgs): Promise<void> {
  if (await isRegistered(args)) throw redirect({ to: '/affiliate/edit', replace: true });
}
