import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** Keys per page of list and deleteFolder where the storage pages (S3): small, so that a few files take several pages. */
const PAGE_SIZE = 3;

interface Subject {
  name: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

const subjects: Subject[] = [
  {
    name: 'memory',
    open: async () => ({ storage: createMemoryStorage(), close: async () => undefined }),
  },
  {
    name: 'local disk',
    async open() {
      const folder = await mkdtemp(join(tmpdir(), 'storage-contract-'));
      return { storage: createLocalDiskStorage(join(folder, 'files')), close: () => rm(folder, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    async open() {
      const server = await startS3Server();
      const storage = createS3Storage({ client: server.client(), bucket: server.bucket, prefix: 'files/', pageSize: PAGE_SIZE });
      return { storage, close: () => server.close() };
    },
  },
];

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (file: { bytes: Uint8Array } | null) => (file ? new TextDecoder().decode(file.bytes) : null);

/** What every FileStorage does, wherever it keeps the files. */
describe.each(subjects)('FileStorage: $name', (subject) => {
  let storage: FileStorage;
  let close = async () => undefined as unknown;
  beforeAll(async () => {
    ({ storage, close } = await subject.open());
  });
  afterAll(() => close());

  it('gives back every byte as it was put, with its content type', async () => {
    const all = Uint8Array.from({ length: 256 * 4 }, (_, index) => index % 256);
    await storage.put('bin/u1/all-bytes.bin', all, 'application/octet-stream');
    await storage.put('bin/u1/photo.webp', bytes('webp'), 'image/webp');
    await storage.put('bin/u1/sample.wav', bytes('wav'), 'audio/wav');
    await storage.put('bin/u1/note.txt', bytes('olá, criadora'), 'text/plain; charset=utf-8');
    const file = await storage.get('bin/u1/all-bytes.bin');
    expect(file?.contentType).toBe('application/octet-stream');
    expect(file?.bytes).toBeInstanceOf(Uint8Array);
    expect([...(file?.bytes ?? [])]).toEqual([...all]);
    expect((await storage.get('bin/u1/photo.webp'))?.contentType).toBe('image/webp');
    expect((await storage.get('bin/u1/sample.wav'))?.contentType).toBe('audio/wav');
    const note = await storage.get('bin/u1/note.txt');
    expect([note?.contentType, text(note)]).toEqual(['text/plain; charset=utf-8', 'olá, criadora']);
  });

  it('keeps an empty file', async () => {
    await storage.put('empty/file', new Uint8Array(0), 'application/octet-stream');
    const file = await storage.get('empty/file');
    expect(file?.bytes.byteLength).toBe(0);
  });

  it('keeps its own copy: a change to the caller’s buffer after put, or to a read file, changes nothing stored', async () => {
    const buffer = bytes('abc');
    await storage.put('copy/x', buffer, 'text/plain');
    buffer.fill(0);
    const first = await storage.get('copy/x');
    first?.bytes.fill(0);
    expect(text(await storage.get('copy/x'))).toBe('abc');
  });

  it('replaces a file put again under the same key, type included', async () => {
    await storage.put('previews/k.png', bytes('one'), 'image/png');
    await storage.put('previews/k.png', bytes('two'), 'text/plain; charset=utf-8');
    const file = await storage.get('previews/k.png');
    expect([file?.contentType, text(file)]).toEqual(['text/plain; charset=utf-8', 'two']);
  });

  it('answers null for a missing key and for a folder, and deletes (twice) without error', async () => {
    expect(await storage.get('avatars/nobody/x.webp')).toBeNull();
    await storage.put('avatars/u2/x.webp', bytes('x'), 'image/webp');
    expect(await storage.get('avatars/u2')).toBeNull(); // a folder is not a file
    await storage.delete('avatars/u2/x.webp');
    await storage.delete('avatars/u2/x.webp');
    await storage.delete('avatars/never/was.webp');
    expect(await storage.get('avatars/u2/x.webp')).toBeNull();
  });

  it('removes a folder of files over several pages, and nothing beside it', async () => {
    const inside = Array.from({ length: PAGE_SIZE * 3 + 1 }, (_, index) => `voice/u9/sample-${index}`);
    const nested = ['voice/u9/voice-overs/a', 'voice/u9/voice-overs/deeper/b'];
    const beside = ['voice/u90/c', 'voice/u8/d', 'voice/u9.bak', 'other/u9/e'];
    for (const key of [...inside, ...nested, ...beside]) await storage.put(key, bytes(key), 'audio/wav');

    await storage.deleteFolder('voice/u9');
    await storage.deleteFolder('voice/u9'); // again: nothing left is not an error
    await storage.deleteFolder('voice/nobody');

    for (const key of [...inside, ...nested]) expect(await storage.get(key), key).toBeNull();
    for (const key of beside) expect(text(await storage.get(key)), key).toBe(key);
  });

  it('lists the files under a folder, at any depth and over several pages, and nothing beside it', async () => {
    const inside = Array.from({ length: PAGE_SIZE * 2 + 1 }, (_, index) => `previews/u7/${index}-bronze.png`);
    const nested = ['previews/u7/old/a.png'];
    const beside = ['previews/u70/b.png', 'previews/u7.png', 'avatars/u7/c.webp'];
    for (const key of [...inside, ...nested, ...beside]) await storage.put(key, bytes(key), 'image/png');

    expect(await storage.list('previews/u7')).toEqual([...inside, ...nested].sort());
    expect(await storage.list('previews/nobody')).toEqual([]);
    await storage.delete('previews/u7/0-bronze.png');
    expect(await storage.list('previews/u7')).not.toContain('previews/u7/0-bronze.png');
  });

  it.each([
    ['a parent segment', '../outside.txt'],
    ['a parent segment inside', 'avatars/../../outside.txt'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows path', 'C:\\Windows\\win.ini'],
    ['a backslash', 'avatars\\x.webp'],
    ['a dot segment', 'avatars/./x.webp'],
    ['a hidden name', '.content-types/avatars/u1/abc-400.webp'],
    ['an empty segment', 'avatars//x.webp'],
    ['a trailing slash', 'avatars/'],
    ['an empty key', ''],
    ['a NUL byte', 'avatars/x\0.webp'],
    ['a space', 'avatars/x y.webp'],
    ['a key too long', `a/${'x'.repeat(600)}`],
  ])('refuses %s in every call', async (_case, key) => {
    await expect(storage.put(key, bytes('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.deleteFolder(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.list(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('refuses a content type that could break the header it is served in, and stores nothing then', async () => {
    await expect(storage.put('types/x.txt', bytes('x'), 'text/plain\r\nSet-Cookie: a=b')).rejects.toThrow(/Invalid content type/);
    await expect(storage.put('types/x.txt', bytes('x'), '')).rejects.toThrow(/Invalid content type/);
    expect(await storage.get('types/x.txt')).toBeNull();
  });
});
