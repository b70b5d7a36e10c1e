import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './admin-jobs.handlers.ts';
import * as routes from './admin-jobs.routes.ts';

const router = routerOf<typeof routes, handlers.AdminJobsNeeds>(routes, handlers);

// The back office's Tarefas (failed jobs) (docs/product/backoffice.md): /v3/admin routes behind an
// operator's session and roles (modules/operators/operator-auth.ts `adminRoute`), every write
// audited. The jobs are the platform's (lib/jobs `createJobAdmin`, which `cli jobs:failed` and
// `cli jobs:retry` use).
export const adminJobsModule: AppModule = {
  name: 'admin-jobs',
  routers: [router],
};
