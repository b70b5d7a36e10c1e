import { assertStorable, assertStorageKey, type FileStorage, type StoredFile } from './storage.ts';

/** A storage in memory, for tests: it refuses the same keys as the disk one. */
export function createMemoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, StoredFile>();
  return {
    async put(key, bytes, contentType) {
      assertStorable(key, contentType);
      // Copied in and out, as a real storage would: the caller's buffer may change afterwards.
      files.set(key, { bytes: Uint8Array.from(bytes), contentType });
    },
    async get(key) {
      assertStorageKey(key);
      const file = files.get(key);
      return file ? { bytes: Uint8Array.from(file.bytes), contentType: file.contentType } : null;
    },
    async delete(key) {
      assertStorageKey(key);
      files.delete(key);
    },
    async deleteFolder(folder) {
      assertStorageKey(folder);
      for (const key of files.keys()) if (key.startsWith(`${folder}/`)) files.delete(key);
    },
    async list(folder) {
      assertStorageKey(folder);
      return [...files.keys()].filter((key) => key.startsWith(`${folder}/`)).sort();
    },
    keys: () => [...files.keys()].sort(),
  };
}
