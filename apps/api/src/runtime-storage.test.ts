import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { silentLogger } from './lib/logger.ts';
import { sampleKey } from './modules/voice/samples.repository.ts';
import { fileStorages } from './runtime-storage.ts';
import { testDatabases } from './test/databases.ts';
import { startS3Server, type LocalS3Server } from './test/s3-server.ts';
import { createTestApp, registerAccount, useTestDatabase } from './test/test-app.ts';

let dataDir: string;
let s3: LocalS3Server;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-runtime-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
/** Every key in the bucket. */
async function bucketKeys(): Promise<string[]> {
  const listing = await s3.client().send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('fileStorages', () => {
  it('without S3, keeps public files in DATA_DIR/files and voice samples apart in DATA_DIR/private/voice', async () => {
    const files = fileStorages(loadEnv({ DATA_DIR: dataDir }), silentLogger);
    expect(files.shared).toBe(false);
    await files.voice.put('voice/user/sample', new Uint8Array([1, 2, 3]), 'audio/wav');
    await files.public.put('avatars/user/photo-400.webp', bytes('photo'), 'image/webp');
    expect(existsSync(join(dataDir, 'private', 'voice', 'voice', 'user', 'sample'))).toBe(true);
    expect(existsSync(join(dataDir, 'files', 'avatars', 'user', 'photo-400.webp'))).toBe(true);
    expect(await files.public.get('voice/user/sample')).toBeNull();
  });

  it('with S3_BUCKET, keeps both in the bucket side by side, shared by every process, nothing on the disk', async () => {
    const folder = await mkdtemp(join(dataDir, 'process-'));
    const env = loadEnv({ DATA_DIR: folder, ...s3.env });
    const one = fileStorages(env, silentLogger);
    const other = fileStorages(env, silentLogger); // another API process, with a client of its own
    expect([one.shared, other.shared]).toEqual([true, true]);

    await one.public.put('avatars/u1/abc-400.webp', bytes('photo'), 'image/webp');
    await one.voice.put('voice/u1/sample-1', bytes('voz'), 'audio/wav');

    expect(await other.public.get('avatars/u1/abc-400.webp')).toEqual({ bytes: bytes('photo'), contentType: 'image/webp' });
    expect(await other.voice.get('voice/u1/sample-1')).toEqual({ bytes: bytes('voz'), contentType: 'audio/wav' });
    expect(await bucketKeys()).toEqual(['files/avatars/u1/abc-400.webp', 'private/voice/voice/u1/sample-1']);
    // Neither sees the other's files: the same key names two objects.
    expect(await other.public.get('voice/u1/sample-1')).toBeNull();
    await other.voice.deleteFolder('voice/u1');
    await other.public.deleteFolder('voice');
    expect(await bucketKeys()).toEqual(['files/avatars/u1/abc-400.webp']);
    await other.public.delete('avatars/u1/abc-400.webp');
    expect(await bucketKeys()).toEqual([]);
    expect(existsSync(join(folder, 'files')) || existsSync(join(folder, 'private'))).toBe(false);
  });
});

describe.each(testDatabases.slice(0, 1))('the app with its files in S3 ($name)', (database) => {
  const context = useTestDatabase(database);

  /** An API process of its own: its own storages (and S3 client) over the same bucket and database. */
  function apiProcess() {
    const files = fileStorages(loadEnv({ DATA_DIR: dataDir, ...s3.env }), silentLogger);
    const { app } = createTestApp(context.handle.db, { storage: files.public, voice: { storage: files.voice, provider: null } });
    return { app, files };
  }

  it('serves a photo uploaded to one process from another, through /v3/files', async () => {
    const first = apiProcess();
    const second = apiProcess();
    const { token } = await registerAccount(first.app);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
    const upload = await first.app.request('/v3/media-kit/photo', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(upload.status).toBe(201);
    const { picture_url: pictureUrl } = (await upload.json()) as { picture_url: string };
    expect(pictureUrl).toMatch(/^\/v3\/files\/avatars\/[0-9a-f-]+\/[0-9a-f]+-400\.webp$/);
    expect(await bucketKeys()).toContain(`files/${pictureUrl.slice('/v3/files/'.length)}`);

    const served = await second.app.request(pictureUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
  });

  it('never serves a voice sample of the same bucket through /v3/files, whatever the address', async () => {
    const { app, files } = apiProcess();
    const key = sampleKey('00000000-0000-4000-8000-000000000001', 'sample-1');
    await files.voice.put(key, bytes('RIFF voz'), 'audio/wav');
    expect(await bucketKeys()).toContain(`private/voice/${key}`);
    for (const path of [
      `/v3/files/${key}`,
      `/v3/files/private/voice/${key}`,
      `/v3/files/../private/voice/${key}`,
      `/v3/files/..%2Fprivate%2Fvoice%2F${key.replaceAll('/', '%2F')}`,
      `/v3/files/%2E%2E/private/voice/${key}`,
      `/v3/files/files/..%2F..%2Fprivate/voice/${key}`,
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('voz');
    }
    await files.voice.deleteFolder('voice');
  });
});
