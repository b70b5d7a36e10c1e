import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client, type S3Connection } from '../lib/storage/s3-storage.ts';

// s3rver ships no types: the little of it used here.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  resetOnClose: boolean;
}
type S3rverClass = new (options: S3rverOptions) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

/** The only key pair s3rver knows; it checks signatures against it, as S3 would. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3Server {
  /** http://127.0.0.1:<port> */
  readonly endpoint: string;
  readonly bucket: string;
  /** How to reach the bucket: for createS3Client. */
  readonly connection: S3Connection;
  /** The S3_* variables for an API process (a child process's environment, or loadEnv). */
  readonly env: Record<'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE', string>;
  /** A client of this server (its own: close it with `client.destroy()` or leave it to close()). */
  client(): S3Client;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, patched for Node 20 and the SDK v3: patches/) on 127.0.0.1 and a free port, its objects in a
 * temporary folder, with one empty bucket made through the S3 API. Several API processes given
 * its `env` share their files through it.
 */
export async function startS3Server({ bucket = 'mais-alcance' }: { bucket?: string } = {}): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, resetOnClose: false });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const connection: S3Connection = { endpoint, region: 'us-east-1', forcePathStyle: true, ...CREDENTIALS };
  const clients: S3Client[] = [];
  const client = () => {
    const made = createS3Client(connection);
    clients.push(made);
    return made;
  };
  try {
    await client().send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    await server.close();
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint,
    bucket,
    connection,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: connection.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async close() {
      for (const made of clients.splice(0)) made.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
