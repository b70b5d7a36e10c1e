import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorable, assertStorageKey, type FileStorage } from './storage.ts';

const FALLBACK_TYPE = 'application/octet-stream';
/** S3's own ceiling for one ListObjectsV2 page and one DeleteObjects request. */
const MAX_PAGE_SIZE = 1000;

/** Where the bucket is and who may use it (the S3_* variables, env.ts). */
export interface S3Connection {
  /** An S3-compatible endpoint (R2, MinIO...); AWS's own, from the region, when absent. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO, s3rver. */
  forcePathStyle: boolean;
}

export function createS3Client(connection: S3Connection): S3Client {
  return new S3Client({
    ...(connection.endpoint ? { endpoint: connection.endpoint } : {}),
    region: connection.region,
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
    forcePathStyle: connection.forcePathStyle,
    // A storage that stops answering fails the request that waits on it instead of holding it forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  });
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /**
   * Put before every key, ending in '/': one bucket holds several storages side by side
   * (`files/` and `private/voice/`), and a key of one can never name a file of another since keys
   * have no '..' (storage.ts).
   */
  prefix: string;
  /** Keys per ListObjectsV2 page and DeleteObjects request in list and deleteFolder; tests make it small. */
  pageSize?: number;
}

// Only a missing key: a missing bucket (NoSuchBucket, also a 404) is a configuration to fix, not a file to answer 404 for.
const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey');

/**
 * The files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), so that every API process
 * sees the same ones. A PutObject is whole or nothing on S3: a reader gets the old object or the
 * new one, never a part.
 */
export function createS3Storage({ client, bucket, prefix, pageSize = MAX_PAGE_SIZE }: S3StorageOptions): FileStorage {
  if (!/^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)+$/.test(prefix)) throw new Error(`Invalid S3 key prefix: ${JSON.stringify(prefix)}`);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw new Error(`Invalid S3 page size: ${pageSize}`);
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  return {
    async put(key, bytes, contentType) {
      assertStorable(key, contentType);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
      );
    },
    async get(key) {
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (!response.Body) throw new Error(`S3 answered no body for ${JSON.stringify(key)}`);
      // A copy into a buffer of its own: the SDK's may be a view on a larger, shared one.
      const bytes = new Uint8Array(await response.Body.transformToByteArray());
      // A connection cut short must not pass for the whole file.
      if (response.ContentLength !== undefined && bytes.byteLength !== response.ContentLength) {
        throw new Error(`S3 sent ${bytes.byteLength} of ${response.ContentLength} bytes for ${JSON.stringify(key)}`);
      }
      return { bytes, contentType: response.ContentType || FALLBACK_TYPE };
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list(folder) {
      const folderPrefix = `${objectKey(folder)}/`;
      const keys: string[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: folderPrefix, MaxKeys: pageSize, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key?.startsWith(folderPrefix)) keys.push(object.Key.slice(prefix.length));
        if (page.IsTruncated && !page.NextContinuationToken) throw new Error('S3 cut a listing short without saying where to go on');
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return keys.sort();
    },
    async deleteFolder(folder) {
      const folderPrefix = `${objectKey(folder)}/`;
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: folderPrefix, MaxKeys: pageSize, ContinuationToken: continuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key?.startsWith(folderPrefix) ? [object.Key] : []));
        if (keys.length > 0) {
          const result = await client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
          );
          // DeleteObjects answers 200 even when some keys could not go: those are errors here.
          const failed = result.Errors ?? [];
          if (failed.length > 0) {
            const first = failed[0];
            throw new Error(`S3 kept ${failed.length} files of ${JSON.stringify(folder)}: ${first?.Code ?? ''} ${first?.Message ?? ''}`.trim());
          }
        }
        if (page.IsTruncated && !page.NextContinuationToken) throw new Error('S3 cut a listing short without saying where to go on');
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}
