/** A stored file as it is served: its bytes and the Content-Type it was put with. */
export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Where the app keeps public files (profile photos, preview images), by key:
 * `avatars/<userId>/<hash>-400.webp`. Files are immutable in practice: a new version gets a new
 * key (the hash), so a put never races a reader of the same key. The local disk is the default;
 * an object store can take its place behind the same calls.
 */
export interface FileStorage {
  /** Writes the whole file or nothing: a reader never sees half of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `folder/` (an account's uploads); none is not an error. */
  deleteFolder(folder: string): Promise<void>;
  /** The keys of every file whose key starts with `folder/`, sorted; none is an empty list. */
  list(folder: string): Promise<string[]>;
}

// Slash-separated segments of letters, digits, '.', '_' and '-' that never start with a dot: this
// rules out '..', '.', absolute and Windows paths, and leaves dot-names free for the storage's
// own files (temporary files, metadata).
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

// type/subtype with optional parameters, and nothing that could break the header it is served in.
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(?:;[\x20-\x7e]*)?$/;

/** Keys are built by code, never taken from a request as they are: a bad one is a bug. */
export function assertStorageKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

/** What every storage checks before a put, so that the memory one fails where the disk one would. */
export function assertStorable(key: string, contentType: string): void {
  assertStorageKey(key);
  if (!CONTENT_TYPE.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType.slice(0, 100))}`);
}
