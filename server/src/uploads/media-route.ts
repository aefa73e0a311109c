import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { mediaTypeOfName } from './file-kind';
import { type FileStorage, isStorageKey } from './file-storage';
import { variantStem } from './picture-variants';
import type { ObjectStream, StorageDriver } from './storage-driver';

/** How long a browser (or a cache in front) keeps a public picture: its name changes whenever it does. */
const MEDIA_MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * /media/: the public pictures. From the local folder, express.static serves them as it always did; from a bucket, the
 * portal streams them itself (docs/architecture.md#object-storage), so no object is ever public and the same answers
 * go out: the same Cache-Control, the content type of the name, 404 for a name that is not there.
 */
export function mediaRoute(storage: FileStorage): RequestHandler {
  const folder = storage.driver.folder('public');
  if (folder) return express.static(folder, { index: false, fallthrough: false, maxAge: MEDIA_MAX_AGE_SECONDS * 1000 });
  return mediaFromBucket(storage.driver);
}

function mediaFromBucket(driver: StorageDriver): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set({ Allow: 'GET, HEAD', 'Content-Length': '0' }).end();
      return;
    }
    const name = req.path.slice(1);
    // Only names the storage makes: anything else (another folder, ../) never reaches the bucket.
    if (!isStorageKey(name) && variantStem(name) === null) {
      next(notFound());
      return;
    }
    sendObject(driver, name, req, res).then((sent) => {
      if (!sent) next(notFound());
    }, next);
  };
}

/** Answers the object, or false when there is none. */
async function sendObject(driver: StorageDriver, name: string, req: Request, res: Response): Promise<boolean> {
  if (req.method === 'HEAD') {
    const found = await driver.stat('public', name);
    if (!found) return false;
    setHeaders(res, name, { ...found, etag: undefined });
    res.end();
    return true;
  }
  const object = await driver.open('public', name, req.get('if-none-match'));
  if (object === null) return false;
  if (object === 'not-modified') {
    res.status(304).set('Cache-Control', cacheControl()).end();
    return true;
  }
  setHeaders(res, name, object);
  try {
    await pipeline(object.body, res);
  } catch {
    // The client went away, or the bucket's stream broke half-way: nothing more can be said on this answer.
    res.destroy();
  }
  return true;
}

function setHeaders(res: Response, name: string, object: Pick<ObjectStream, 'size' | 'modifiedAt' | 'etag'>): void {
  res.status(200).set({
    'Content-Type': mediaTypeOfName(name) ?? 'application/octet-stream',
    'Content-Length': String(object.size),
    'Cache-Control': cacheControl(),
    'Last-Modified': new Date(object.modifiedAt).toUTCString(),
    ...(object.etag && { ETag: object.etag }),
  });
}

/** What express.static sends with `maxAge`, so that a picture is cached the same from the folder or the bucket. */
function cacheControl(): string {
  return `public, max-age=${MEDIA_MAX_AGE_SECONDS}`;
}

function notFound(): Error {
  return Object.assign(new Error('Not found'), { status: 404 });
}
