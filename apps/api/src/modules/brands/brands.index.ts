import { brandMemberLinks, brandMembers, brandProposals, brands, brandSessions } from '../../db/schema.ts';
import { BRAND_PROPOSAL_LOGO_PATH } from '@ma/api-client/brand';
import { routerOf } from '../../lib/create-router.ts';
import { registerSessionCookieScheme } from '../../lib/session-cookie.ts';
import { MAX_LOGO_BODY_BYTES } from '../admin-proposals/proposal-logo.ts';
import type { AppModule } from '../services.ts';
import { BRAND_SESSION_COOKIE } from './brand-auth.ts';
import * as handlers from './brands.handlers.ts';
import { demoBrandSeeder } from './demo-brand.seeder.ts';
import * as routes from './brands.routes.ts';

const router = routerOf<typeof routes, handlers.BrandsNeeds>(routes, handlers);
registerSessionCookieScheme(router, BRAND_SESSION_COOKIE);

// The brands on the platform (docs/product/brands.md, decision 038): their accounts, team and
// sessions. The back office approves or refuses them (admin-brand-accounts).
export const brandsModule: AppModule = {
  name: 'brands',
  routers: [router],
  seeders: [demoBrandSeeder],
  // A proposal's logo (the back office's upload, proposal-logo.ts); the file's own size is checked after.
  uploads: [{ path: BRAND_PROPOSAL_LOGO_PATH, maxBytes: MAX_LOGO_BODY_BYTES, tooLarge: 'PAYLOAD_TOO_LARGE' }],
  // Brands are no creators: nothing of theirs is in a creator's export or deletion.
  otherTables: [brandProposals, brandSessions, brandMemberLinks, brandMembers, brands],
};
