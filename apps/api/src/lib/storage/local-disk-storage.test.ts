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

// What every storage does (missing keys, refused keys, types...) is storage.contract.test.ts;
// here, how this one lays files out on the disk, and that its writes are atomic.

/** Every file under `folder`, temporary ones included. */
const listAll = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

describe('createLocalDiskStorage on the disk', () => {
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
