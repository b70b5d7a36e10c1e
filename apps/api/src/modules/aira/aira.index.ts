import { createRouter } from '../../lib/create-router.ts';

export const airaRouter = createRouter();
