import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';

const root = join(mkdtempSync(join(tmpdir(), 'storage-')), 'files');
afterAll(() => rmSync(join(root, '..'), { recursive: true, force: true }));
const storage = createLocalDiskStorage(root);
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (file: { bytes: Uint8Array } | null) => (file ? new TextDecoder().decode(file.bytes) : null);

/** Every file under `folder`, temporary ones included. */
const listAll = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

describe('createLocalDiskStorage', () => {
  it('removes a folder of files with their types, and nothing beside it', async () => {
    await storage.put('voice/u9/a', bytes('a'), 'audio/wav');
    await storage.put('voice/u9/voice-overs/b', bytes('b'), 'audio/wav');
    await storage.put('voice/u90/c', bytes('c'), 'audio/wav');
    await storage.deleteFolder('voice/u9');
    await storage.deleteFolder('voice/nobody');
    expect(listAll(root).filter((path) => path.includes('u9'))).toEqual(['.content-types/voice/u90/c', 'voice/u90/c']);
    await expect(storage.deleteFolder('../outside')).rejects.toThrow();
  });

  it('keeps a file under the root at its key, and gives it back with its type', async () => {
    await storage.put('avatars/u1/abc-400.webp', bytes('photo'), 'image/webp');
    expect(readFileSync(join(root, 'avatars/u1/abc-400.webp'), 'utf8')).toBe('photo');
    const file = await storage.get('avatars/u1/abc-400.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(text(file)).toBe('photo');
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('previews/k.png', bytes('one'), 'image/png');
    await storage.put('previews/k.png', bytes('two'), 'text/plain; charset=utf-8');
    expect(await storage.get('previews/k.png')).toEqual({ bytes: expect.any(Uint8Array), contentType: 'text/plain; charset=utf-8' });
    expect(text(await storage.get('previews/k.png'))).toBe('two');
  });

  it('answers null for a missing key, and deletes (twice) without error', async () => {
    expect(await storage.get('avatars/nobody/x.webp')).toBeNull();
    expect(await storage.get('avatars')).toBeNull(); // a folder is not a file
    await storage.put('avatars/u2/x.webp', bytes('x'), 'image/webp');
    await storage.delete('avatars/u2/x.webp');
    await storage.delete('avatars/u2/x.webp');
    expect(await storage.get('avatars/u2/x.webp')).toBeNull();
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
  });

  it('refuses a content type that could break the header it is served in', async () => {
    await expect(storage.put('a/x.txt', bytes('x'), 'text/plain\r\nSet-Cookie: a=b')).rejects.toThrow(/Invalid content type/);
    await expect(storage.put('a/x.txt', bytes('x'), '')).rejects.toThrow(/Invalid content type/);
  });

  it('never lets a reader see half a file, and leaves no temporary file behind', async () => {
    const size = 1024 * 1024;
    const key = 'big/file.bin';
    await storage.put(key, new Uint8Array(size).fill(1), 'application/octet-stream');
    const seen = new Set<string>();
    const reads = async () => {
      for (let index = 0; index < 30; index += 1) {
        const file = await storage.get(key);
        if (!file) throw new Error('file vanished during a put');
        const first = file.bytes[0];
        seen.add(`${file.bytes.length}:${first}:${file.bytes.every((byte) => byte === first)}`);
      }
    };
    const writes = async () => {
      for (let index = 2; index < 8; index += 1) await storage.put(key, new Uint8Array(size).fill(index), 'application/octet-stream');
    };
    await Promise.all([reads(), writes(), reads()]);
    for (const state of seen) expect(state).toMatch(new RegExp(`^${size}:\\d:true$`));
    expect(listAll(root).filter((path) => path.endsWith('.tmp'))).toEqual([]);
  });
});
