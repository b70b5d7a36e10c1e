import { PROPOSAL_IMPORT_PATH } from '@ma/api-client/admin';
import { routerOf } from '../../lib/create-router.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './admin-proposals.handlers.ts';
import * as routes from './admin-proposals.routes.ts';
import { MAX_LOGO_BODY_BYTES } from './proposal-logo.ts';

/** The largest import file taken: some 100,000 proposals of a few hundred bytes each. */
const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

// The back office's Propostas (docs/product/backoffice.md): /v3/admin routes behind an operator's
// session and roles (modules/operators/operator-auth.ts `adminRoute`), every write audited. The
// proposals and brand-list modules' services do the work; the CLI calls the same ones.
export const adminProposalsModule: AppModule = {
  name: 'admin-proposals',
  routers: [routerOf<typeof routes, handlers.AdminProposalsNeeds>(routes, handlers)],
  uploads: [
    { path: PROPOSAL_IMPORT_PATH, maxBytes: MAX_IMPORT_BYTES, tooLarge: 'PAYLOAD_TOO_LARGE' },
    // The logo, with room for the multipart's framing; the file's own size is checked after.
    { path: '/v3/admin/proposals/logos', maxBytes: MAX_LOGO_BODY_BYTES, tooLarge: 'PAYLOAD_TOO_LARGE' },
  ],
};
