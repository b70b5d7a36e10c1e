import { Hono } from 'hono';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { startFake } from './providers/fakes/serve.ts';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import { silentLogger } from '../../lib/logger.ts';
import { copyProfilePicture } from './connect.service.ts';

describe.each(testDatabases)('the account made from Instagram keeps a copy of the profile picture ($name)', (database) => {
  const context = useTestDatabase(database);
  let server: Awaited<ReturnType<typeof startFake>> | undefined;
  beforeAll(async () => {
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c026d3' } })
      .png()
      .toBuffer();
    const cdn = new Hono();
    cdn.get('/foto.png', () => new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } }));
    cdn.get('/nada.png', () => new Response('não encontrado', { status: 404 }));
    server = await startFake(cdn);
  });
  afterAll(async () => server?.close());

  const setup = async (pictureUrl: string) => {
    const storage = createMemoryStorage();
    const { app } = createTestApp(context.handle.db, { storage });
    const account = await registerAccount(app);
    const db = context.handle.db;
    const [user] = await db.update(users).set({ pictureUrl }).where(eq(users.email, account.email)).returning({ id: users.id });
    return { app, db, userId: user?.id ?? '', services: { db, storage, logger: silentLogger } };
  };

  it('stores the picture as the account photo, at its own URL', async () => {
    const url = `${server?.url}/foto.png`;
    const { app, db, userId, services } = await setup(url);
    await copyProfilePicture(services, userId, url);
    const [user] = await db.select({ pictureUrl: users.pictureUrl }).from(users).where(eq(users.id, userId));
    expect(user?.pictureUrl).toMatch(new RegExp(`^/v3/files/avatars/${userId}/[0-9a-f]{20}-400\\.webp$`));
    const photo = await app.request(user?.pictureUrl ?? '');
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps the URL when the picture cannot be read', async () => {
    const url = `${server?.url}/nada.png`;
    const { db, userId, services } = await setup(url);
    await copyProfilePicture(services, userId, url);
    const [user] = await db.select({ pictureUrl: users.pictureUrl }).from(users).where(eq(users.id, userId));
    expect(user?.pictureUrl).toBe(url);
  });
});
