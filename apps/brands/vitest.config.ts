import { internalAppTestConfig } from '@ma/vite-config/test';

export default internalAppTestConfig();
