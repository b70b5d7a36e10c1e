import { join } from 'node:path';
import type { Env } from './env.ts';
import type { Logger } from './lib/logger.ts';
import { createLocalDiskStorage } from './lib/storage/local-disk-storage.ts';
import { createS3Client, createS3Storage } from './lib/storage/s3-storage.ts';
import type { FileStorage } from './lib/storage/storage.ts';

export interface FileStorages {
  /** Profile photos and link-preview images, served at /v3/files/{key}. */
  public: FileStorage;
  /** Voice samples and voice-overs: never served by /v3/files (docs/product/voice-cloning.md). */
  voice: FileStorage;
  /** Every API process sees the same files (S3); false when each keeps its own disk. */
  shared: boolean;
}

// One bucket holds both, side by side as on the disk (DATA_DIR/files, DATA_DIR/private/voice).
// /v3/files reads only the public storage, whose keys all start with files/ and never hold '..':
// no request can name an object under private/.
export const S3_PUBLIC_PREFIX = 'files/';
export const S3_VOICE_PREFIX = 'private/voice/';

type StorageEnv = Pick<
  Env,
  'DATA_DIR' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/**
 * Where uploads are kept: an S3-compatible bucket when S3_BUCKET is set (env.ts then demands
 * the keys too), which several API processes share; otherwise folders of DATA_DIR on this
 * machine's disk, which only this process serves.
 */
export function fileStorages(env: StorageEnv, logger: Logger): FileStorages {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (bucket) {
    if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    const client = createS3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
    logger.info('files: S3-compatible storage', { bucket, endpoint: env.S3_ENDPOINT ?? 'AWS', region: env.S3_REGION });
    return {
      public: createS3Storage({ client, bucket, prefix: S3_PUBLIC_PREFIX }),
      voice: createS3Storage({ client, bucket, prefix: S3_VOICE_PREFIX }),
      shared: true,
    };
  }
  logger.info('files: local disk (set S3_BUCKET to share them between API processes)', { folder: env.DATA_DIR });
  return {
    public: createLocalDiskStorage(join(env.DATA_DIR, 'files')),
    voice: createLocalDiskStorage(join(env.DATA_DIR, 'private', 'voice')),
    shared: false,
  };
}
