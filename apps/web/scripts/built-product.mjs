import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitFor } from '../../api/scripts/bench-servers.mjs';

/**
 * The built product as `npm start` serves it, for the page measurements (lighthouse.mjs,
 * count-requests.mjs): the API's dist/main.js serving the web build `webDist`, on a fresh
 * embedded database in `dataDir` (the caller removes it), a free port of 127.0.0.1 and a secret
 * of its own. The repository's .env is not read: DATABASE_URL and REDIS_URL are set, empty.
 * `start` is a childProcesses starter (bench-servers.mjs). Answers the origin once it is healthy.
 */
export async function startBuiltProduct(start, { apiMain, webDist, dataDir }) {
  for (const file of [apiMain, join(webDist, 'index.html')]) if (!existsSync(file)) throw new Error(`${file} is missing: build first`);
  const port = await freePort();
  const api = start('the API', [apiMain], {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/v3/health`, 180_000, api);
  return origin;
}

/** A demo account's session token (the README's accounts, `demo12345`), as the login form gets it. */
export async function demoToken(origin, email) {
  const response = await fetch(`${origin}/v3/account/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo12345' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return (await response.json()).access_token;
}
