import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { assertStorable, assertStorageKey, type FileStorage } from './storage.ts';

// Content types sit beside the files in a dot-folder, which no key can name (storage.ts), so
// that the files themselves stay plain files an operator or a static server can read.
const TYPES_FOLDER = '.content-types';
const FALLBACK_TYPE = 'application/octet-stream';

/** A missing file, a key under a file, or a key naming a folder: there is no file of that key. */
const isMissing = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/**
 * Writes to a temporary file in the target's folder, flushes it, then renames it over the target:
 * a rename within one file system is atomic, so a reader sees the old file or the new, whole.
 */
async function writeAtomically(path: string, bytes: Uint8Array | string): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The default storage: each key is a file under `root` (DATA_DIR/files). */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string, folder = base) => {
    assertStorageKey(key);
    const path = resolve(folder, key);
    // The key pattern already keeps paths inside; this guards the pattern itself.
    if (!path.startsWith(folder + sep)) throw new Error(`Storage key outside the root: ${JSON.stringify(key)}`);
    return path;
  };
  const typePathOf = (key: string) => pathOf(key, join(base, TYPES_FOLDER));

  return {
    async put(key, bytes, contentType) {
      assertStorable(key, contentType);
      // The type first: whoever can read the new bytes can read their type.
      await writeAtomically(typePathOf(key), contentType);
      await writeAtomically(pathOf(key), bytes);
    },
    async get(key) {
      let bytes;
      try {
        bytes = await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const contentType = await readFile(typePathOf(key), 'utf8').catch((error: unknown) => {
        if (isMissing(error)) return FALLBACK_TYPE;
        throw error;
      });
      return { bytes, contentType };
    },
    async deleteFolder(folder) {
      await Promise.all([pathOf(folder), typePathOf(folder)].map((path) => rm(path, { recursive: true, force: true })));
    },
    async list(folder) {
      const path = pathOf(folder);
      let entries;
      try {
        entries = await readdir(path, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      // Files only, and not the temporary ones of a write under way (dot-names, which no key has).
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => `${folder}/${relative(path, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
        .sort();
    },
    async delete(key) {
      for (const path of [pathOf(key), typePathOf(key)]) {
        await unlink(path).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
    },
  };
}
