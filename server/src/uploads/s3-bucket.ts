import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../config/env';
import { mediaTypeOfName } from './file-kind';
import type { ObjectStream, StorageDriver, StoredObject, Visibility } from './storage-driver';

/** An S3-compatible bucket that cannot be used as configured: the message names the setting to check. */
export class BucketUnreachableError extends Error {}

/**
 * The files in an S3-compatible bucket (docs/architecture.md#object-storage), under `public/<name>` and
 * `private/<name>`. Every object is written without an ACL, so it is as private as the bucket (never public-read):
 * the portal itself serves /media/ from the bucket, and private objects only through its authorised routes. What a
 * private object holds is already encrypted by FileStorage (file-encryption.ts): the bucket only ever sees ciphertext.
 * A PutObject is whole or absent: a reader never sees half an object, so a name is given by one PutObject of the
 * finished staged file.
 */
export class S3Bucket implements StorageDriver {
  readonly identity: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly settings: ObjectStorageSettings) {
    this.bucket = settings.bucket;
    this.identity = `s3:${settings.endpoint}/${settings.bucket}`;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials && { credentials: settings.credentials }),
      // The SDK's default adds CRC32 checksums in an aws-chunked body to every upload, which many S3-compatible
      // servers do not decode (they store the chunk framing as the object): checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Fails with what to check when the bucket cannot be reached or used with these settings; called at start. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const why = status === 404 ? 'there is no such bucket (create it first)'
        : status === 403 || status === 401 ? 'access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and the bucket\'s policy)'
          : `it did not answer (${error instanceof Error ? error.name : 'error'}; check S3_ENDPOINT and S3_REGION)`;
      throw new BucketUnreachableError(`The bucket ${this.bucket} at ${this.settings.endpoint} cannot be used: ${why}`);
    }
  }

  folder(): null {
    return null;
  }

  async place(visibility: Visibility, name: string, staged: string): Promise<void> {
    const { size } = await stat(staged);
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket, Key: objectKey(visibility, name), Body: createReadStream(staged), ContentLength: size, ContentType: contentTypeOf(visibility, name),
    }));
    await rm(staged, { force: true });
  }

  async flush(): Promise<void> {
    // A PutObject that answered is durable.
  }

  async read(visibility: Visibility, name: string): Promise<Buffer | null> {
    return await this.get(visibility, name);
  }

  async readHead(visibility: Visibility, name: string, bytes: number): Promise<Buffer | null> {
    try {
      return await this.get(visibility, name, `bytes=0-${bytes - 1}`);
    } catch (error) {
      // An empty object has no first byte to give.
      if (statusOf(error) === 416) return Buffer.alloc(0);
      throw error;
    }
  }

  async open(visibility: Visibility, name: string, ifNoneMatch?: string): Promise<ObjectStream | 'not-modified' | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey(visibility, name), IfNoneMatch: ifNoneMatch }));
      if (!(answer.Body instanceof Readable)) throw new Error('The object storage answered without a body');
      return { body: answer.Body, size: answer.ContentLength ?? 0, modifiedAt: answer.LastModified?.getTime() ?? 0, etag: answer.ETag };
    } catch (error) {
      if (statusOf(error) === 304) return 'not-modified';
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async stat(visibility: Visibility, name: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey(visibility, name) }));
      return { name, size: answer.ContentLength ?? 0, modifiedAt: answer.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async list(visibility: Visibility, prefix = ''): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: objectKey(visibility, prefix), ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(visibility.length + 1);
        // Only the objects directly under the visibility's prefix: nothing the portal does not name.
        if (name && !name.includes('/')) objects.push({ name, size: object.Size ?? 0, modifiedAt: object.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  async remove(visibility: Visibility, name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey(visibility, name) }));
  }

  /**
   * S3 has no rename, and PutObject replaces whole: a reader sees the old object or the new. Whether it still exists is
   * asked first; a removal between the two (a replaced ID, within milliseconds) would bring it back, and the upload sweep
   * then removes it as an orphan.
   */
  async replace(visibility: Visibility, name: string, bytes: Buffer): Promise<boolean> {
    if (!(await this.stat(visibility, name))) return false;
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket, Key: objectKey(visibility, name), Body: bytes, ContentLength: bytes.length, ContentType: contentTypeOf(visibility, name),
    }));
    return true;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private async get(visibility: Visibility, name: string, range?: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey(visibility, name), Range: range }));
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }
}

/** The object's key in the bucket: its visibility, then its name. */
export function objectKey(visibility: Visibility, name: string): string {
  return `${visibility}/${name}`;
}

/** A private object is ciphertext, whatever its name says. */
function contentTypeOf(visibility: Visibility, name: string): string {
  return (visibility === 'public' && mediaTypeOfName(name)) || 'application/octet-stream';
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
