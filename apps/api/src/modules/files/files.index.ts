import { createRouter } from '../../lib/create-router.ts';
import { apiError } from '../../lib/errors.ts';
import { assertStorageKey } from '../../lib/storage/storage.ts';
import type { AppModule } from '../services.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The stored public files (profile photos) at /v3/files/{key}. Keys are named by their content,
 * so a file never changes: browsers keep it for a year.
 */
const filesRouter = createRouter().get('/v3/files/*', async (c) => {
  let key: string;
  try {
    // A malformed escape (%zz, broken UTF-8) throws URIError: no file has such a name.
    key = decodeURIComponent(c.req.path.slice('/v3/files/'.length));
    assertStorageKey(key);
  } catch {
    throw apiError('NOT_FOUND');
  }
  const file = await c.var.services.storage.get(key);
  if (!file) throw apiError('NOT_FOUND');
  return c.body(file.bytes, 200, { 'Content-Type': file.contentType, 'Cache-Control': IMMUTABLE });
});

export const filesModule: AppModule = { name: 'files', routers: [filesRouter] };
