import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type LocalS3Server } from '../../test/s3-server.ts';
import { createS3Client, createS3Storage } from './s3-storage.ts';

// What every storage does is storage.contract.test.ts (s3rver among them); here, what only S3 has.
let s3: LocalS3Server;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  client = s3.client();
});
afterAll(() => s3?.close());

const bytes = (text: string) => new TextEncoder().encode(text);

/** Every key under `prefix` in the bucket, over as many pages as it takes. */
async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

describe('createS3Storage', () => {
  it("lists and deletes a folder by at most 1000 keys a request, S3's ceiling, over as many as it takes", async () => {
    // The pages themselves are storage.contract.test.ts's (a page size of 3); here, what is asked of S3.
    const observed = s3.client();
    const requests: { command: string; keys: number }[] = [];
    observed.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { MaxKeys?: number; Delete?: { Objects?: unknown[] } };
        requests.push({ command: context.commandName ?? '', keys: input.MaxKeys ?? input.Delete?.Objects?.length ?? 0 });
        return next(args);
      },
      { step: 'initialize' },
    );
    const storage = createS3Storage({ client: observed, bucket: s3.bucket, prefix: 'many/' });
    for (const key of ['voice/u1/a', 'voice/u1/b', 'voice/u2/kept']) await storage.put(key, bytes(key), 'audio/wav');
    requests.length = 0;

    await storage.deleteFolder('voice/u1');

    expect(requests).toEqual([
      { command: 'ListObjectsV2Command', keys: 1000 },
      { command: 'DeleteObjectsCommand', keys: 2 },
    ]);
    expect(await keysUnder('many/')).toEqual(['many/voice/u2/kept']);
  });

  it('fails, rather than answering "no file", when the bucket is not there', async () => {
    const storage = createS3Storage({ client, bucket: 'no-such-bucket', prefix: 'files/' });
    await expect(storage.get('avatars/u1/x.webp')).rejects.toThrow(/bucket/i);
    await expect(storage.put('avatars/u1/x.webp', bytes('x'), 'image/webp')).rejects.toThrow(/bucket/i);
    await expect(storage.deleteFolder('avatars/u1')).rejects.toThrow(/bucket/i);
  });

  it('fails with keys the server does not know, and with a wrong secret', async () => {
    for (const credentials of [
      { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'S3RVER' },
      { accessKeyId: 'S3RVER', secretAccessKey: 'wrong-secret' },
    ]) {
      const stranger = createS3Client({ ...s3.connection, ...credentials });
      const storage = createS3Storage({ client: stranger, bucket: s3.bucket, prefix: 'files/' });
      await expect(storage.put('avatars/u1/x.webp', bytes('x'), 'image/webp')).rejects.toThrow();
      await expect(storage.get('avatars/u1/x.webp')).rejects.toThrow();
      stranger.destroy();
    }
    expect(await keysUnder('files/avatars/u1/')).toEqual([]);
  });

  it.each([[''], ['files'], ['/files/'], ['../files/'], ['files//'], ['a/./b/']])('refuses the key prefix %j', (prefix) => {
    expect(() => createS3Storage({ client, bucket: s3.bucket, prefix })).toThrow(/Invalid S3 key prefix/);
  });

  it.each([[0], [1001], [2.5]])('refuses a page size of %d', (pageSize) => {
    expect(() => createS3Storage({ client, bucket: s3.bucket, prefix: 'files/', pageSize })).toThrow(/Invalid S3 page size/);
  });
});
