import { internalAppConfig } from '@ma/vite-config';

// The operators' app (docs/product/backoffice.md "The app"), served under /backoffice/.
export default internalAppConfig({ base: '/backoffice/', port: 5174 });
