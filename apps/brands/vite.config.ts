import { internalAppConfig } from '@ma/vite-config';

// The brands' app (docs/decisions/038-brands-on-the-platform.md), served under /marcas/.
export default internalAppConfig({ base: '/marcas/', port: 5175 });
