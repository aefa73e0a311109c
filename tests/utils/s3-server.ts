import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { madeBeforeAll } from './made-before-all';

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The portal's settings for this bucket (S3_ENDPOINT, S3_BUCKET and the credentials). */
  settings: Record<string, string>;
  /** The keys of the objects under `prefix` (`public/`, `private/`), sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's bytes; null when there is none. */
  object(key: string): Promise<Buffer | null>;
  /** Writes an object as something other than the portal would (an older install's plain file, say). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Another empty bucket on the same server, as a TestBucket (closing it closes nothing). */
  another(bucket: string): Promise<TestBucket>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, storing in a temporary folder, with one empty bucket:
 * the object storage driver is tested against the protocol, never a mock (docs/architecture.md#object-storage).
 */
export async function startS3Server(bucket = 'portal-test'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const opened = await bucketOn(client, endpoint, bucket);
  return {
    ...opened,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function bucketOn(client: S3Client, endpoint: string, bucket: string): Promise<TestBucket> {
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    settings: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY },
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async object(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    async another(name) {
      return await bucketOn(client, endpoint, name);
    },
    async close() {
      // The server's: see startS3Server.
    },
  };
}

/** The test file's S3 server (as `startS3Server` makes it): started before its first test, closed after its last. */
export function s3ServerForFile(bucket?: string): TestBucket {
  return madeBeforeAll(() => startS3Server(bucket), (server) => server.close());
}
