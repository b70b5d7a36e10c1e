import { readFile, stat } from 'node:fs/promises';

/**
 * A file of the web build, parsed once and again only when a new build replaced it (its
 * modification time changed). A missing or unreadable file gives `absent`, or throws when no
 * `absent` is given.
 */
export function cachedBuildFile<T>(file: string, parse: (text: string) => T, absent?: () => T): () => Promise<T> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) };
      return cached.value;
    } catch (error) {
      cached = undefined;
      if (absent) return absent();
      throw error;
    }
  };
}
