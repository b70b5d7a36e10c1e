import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema.ts';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { testDatabases } from '../../test/databases.ts';
import { createManualJobs } from '../../test/manual-jobs.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { KIT_SAVE_RULE } from './kit-save-throttle.ts';
import { prepareKitQueries } from './media-kit.repository.ts';
import { definePreviewPruneJob, PREVIEW_PRUNE_JOB } from './preview-store.ts';

type App = ReturnType<typeof createTestApp>['app'];

let usernames = 0;
const freshUsername = () => `preview_${Date.now().toString(36)}_${(usernames += 1)}`;

const kit = (username: string, version: number) => ({
  name: 'Olívia Andrade',
  username,
  picture_url: null,
  bio: 'Moda acessível em Salvador.',
  state: 'BA',
  city: 'Salvador',
  niches: ['Moda'],
  contact_email: null,
  whatsapp: null,
  rates: [],
  brands: [],
  highlights: [],
  version,
});

// The link-preview image (docs/product/media-kit.md "The public page"): drawn once per version,
// the old versions removed by a job, and the saves that make versions limited.
describe.each(testDatabases)('kit preview images and saves ($name)', (database) => {
  const context = useTestDatabase(database);
  beforeAll(async () => {
    await context.handle.db.insert(categories).values({ id: 'preview-test-moda', name: 'Moda', position: 0 }).onConflictDoNothing();
  });

  /** An app whose storage counts the preview images written, and whose jobs a test runs by hand. */
  function setup() {
    const storage = createMemoryStorage();
    const drawn: string[] = [];
    const counting: FileStorage = {
      ...storage,
      put: async (key, bytes, contentType) => {
        if (key.startsWith('previews/')) drawn.push(key);
        return storage.put(key, bytes, contentType);
      },
    };
    const jobs = createManualJobs();
    const test = createTestApp(context.handle.db, { storage: counting, jobs });
    definePreviewPruneJob(jobs, { kits: prepareKitQueries(context.handle.db), storage: counting });
    return { ...test, storage, drawn, jobs };
  }

  async function creator(app: App) {
    const account = await registerAccount(app);
    const username = freshUsername();
    let version = 0;
    /** Saves the kit and answers its preview image's address. */
    const save = async () => {
      const saved = await call(app, 'PUT', '/v3/media-kit', { token: account.token, body: kit(username, version) });
      expect(saved.status).toBe(200);
      version += 1;
      return (saved.json?.['kit'] as { preview_image_url: string }).preview_image_url;
    };
    return { ...account, username, save };
  }

  it('draws a version once for six requests at the same time, and every one gets the image', async () => {
    const { app, drawn } = setup();
    const olivia = await creator(app);
    const url = await olivia.save();

    const answers = await Promise.all(Array.from({ length: 6 }, () => app.request(url)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer()).toString('base64')));
    expect(new Set(bodies).size).toBe(1);
    expect(drawn).toHaveLength(1);

    // Asked again later: the stored image, not a new drawing.
    expect((await app.request(url)).status).toBe(200);
    expect(drawn).toHaveLength(1);
  });

  it("removes the old versions' images with a job, and keeps the current one", async () => {
    const { app, storage, drawn, jobs } = setup();
    const olivia = await creator(app);
    for (let save = 0; save < 3; save += 1) expect((await app.request(await olivia.save())).status).toBe(200);
    const userId = drawn[0]?.split('/')[1];
    expect(storage.keys().filter((key) => key.startsWith(`previews/${userId}/`))).toHaveLength(3);

    expect(await jobs.runDue(PREVIEW_PRUNE_JOB)).toBeGreaterThan(0);
    expect(storage.keys().filter((key) => key.startsWith(`previews/${userId}/`))).toEqual([`previews/${userId}/3-bronze.png`]);

    // The current image is still served as stored; the job run again removes nothing.
    const current = await app.request(`/v3/media-kit/public/${olivia.username}/preview.png?v=3-bronze`);
    expect(current.status).toBe(200);
    await jobs.send(PREVIEW_PRUNE_JOB, { userId });
    await jobs.runDue(PREVIEW_PRUNE_JOB);
    expect(storage.keys().filter((key) => key.startsWith(`previews/${userId}/`))).toEqual([`previews/${userId}/3-bronze.png`]);
    expect(drawn).toHaveLength(3);
  });

  it(`refuses the save after ${KIT_SAVE_RULE.limit} in the window with 429 and when to try again, the look's saves included`, async () => {
    const { app, clock } = setup();
    const olivia = await creator(app);
    await olivia.save();
    for (let version = 1; version < KIT_SAVE_RULE.limit; version += 1) {
      const saved = await call(app, 'PUT', '/v3/media-kit/appearance', {
        token: olivia.token,
        body: { theme: version % 2 ? 'escuro' : 'claro', accent_color: '#7c3aed', sections: ['rates'], version },
      });
      expect(saved.status, `save ${version + 1}`).toBe(200);
    }

    const refused = await call(app, 'PUT', '/v3/media-kit', { token: olivia.token, body: kit(olivia.username, KIT_SAVE_RULE.limit) });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      code: 'TOO_MANY_KIT_SAVES',
      detail: `Muitas alterações salvas em pouco tempo. Tente novamente em ${KIT_SAVE_RULE.windowMs / 60_000} minutos.`,
    });
    expect(refused.headers.get('retry-after')).toBe(String(KIT_SAVE_RULE.windowMs / 1000));
    const look = await call(app, 'PUT', '/v3/media-kit/appearance', {
      token: olivia.token,
      body: { theme: 'claro', accent_color: '#7c3aed', sections: [], version: KIT_SAVE_RULE.limit },
    });
    expect(look.status).toBe(429);

    // Another creator is not held back, and the window passes.
    const other = await creator(app);
    await other.save();
    clock.advance(KIT_SAVE_RULE.windowMs);
    expect((await call(app, 'PUT', '/v3/media-kit', { token: olivia.token, body: kit(olivia.username, KIT_SAVE_RULE.limit) })).status).toBe(200);
  });

  it('counts a new name as a kit save: it makes a new version, whose preview is drawn anew', async () => {
    const { app } = setup();
    const olivia = await creator(app);
    await olivia.save();
    for (let saves = 1; saves < KIT_SAVE_RULE.limit; saves += 1) {
      const renamed = await call(app, 'PATCH', '/v3/account/me', { token: olivia.token, body: { name: `Olívia ${saves}` } });
      expect(renamed.status).toBe(204);
    }
    const refused = await call(app, 'PATCH', '/v3/account/me', { token: olivia.token, body: { name: 'Olívia Andrade' } });
    expect(refused).toMatchObject({ status: 429, json: { code: 'TOO_MANY_KIT_SAVES' } });
  });
});
