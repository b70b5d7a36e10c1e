import type { AppModule } from '../services.ts';

// The back office's Criadores (docs/product/backoffice.md): /v3/admin routes behind an operator's
// session and roles (modules/operators/operator-auth.ts `adminRoute`), every write audited.
export const adminCreatorsModule: AppModule = {
  name: 'admin-creators',
};
