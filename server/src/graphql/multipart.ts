import { createReadStream } from 'node:fs';
import { MAX_UPLOAD_FILES } from '@barangay-portal/domain';
import type { Request, RequestHandler } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import multer from 'multer';
import { assertRole } from '../identity/auth-user';
import { DomainError } from '../common/domain-error';
import type { Logger } from '../common/logger';
import { securityEvent } from '../common/security-events';
import { contextOf } from '../rest/handler';
import { MAX_UPLOAD_BYTES } from '../uploads/incoming-file';
import type { FormLimits, UploadIntake } from '../uploads/upload-intake';
import type { StagedUpload } from '../uploads/upload-scalar';

/** A GraphQL multipart request: the `operations` and `map` fields (JSON, like a 1 MB JSON body), then the files. */
const GRAPHQL_FORM: FormLimits = { fileBytes: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 2, fieldBytes: 1024 * 1024 };

/** Names that would reach an object's prototype, never followed in a `map` path. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * GraphQL multipart requests (uploads, per the GraphQL multipart request spec), for signed-in callers
 * only: the bearer token is checked before the body is read, and a guest is answered 401 with the body
 * unread. The body is then received by the UploadIntake (files to the staging folder, within the upload
 * limits and the bytes-in-flight quota) and each file variable becomes an `Upload` whose value is the
 * received file. Which role an operation needs is still decided by its resolver (`@Allowed`, from the module's policy).
 * Other requests pass untouched.
 */
export function graphqlMultipart(intake: UploadIntake, logger: Logger): RequestHandler[] {
  const receive = intake.form(GRAPHQL_FORM);
  return [
    signedInOnly(logger),
    (req, res, next) => receive(req, res, (error?: unknown) => next(error === undefined ? undefined : formRefusal(error))),
    (req, _res, next) => {
      if (req.is('multipart/form-data')) req.body = withUploads(req);
      next();
    },
  ];
}

function signedInOnly(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next();
      return;
    }
    // The request context (requestContexts, mounted before this) has settled who is calling.
    const { caller } = contextOf(res);
    try {
      assertRole(caller, []);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      securityEvent(logger, 'access.refused', {
        api: 'graphql', status: 401, code: error.kind, reason: error.reason, operation: null,
        method: req.method, path: req.originalUrl.split('?')[0], callerId: null, clientAddress: req.ip ?? '',
      });
      res.status(401).json({ errors: [{ message: error.message, extensions: { code: error.kind } }] });
      return;
    }
    next();
  };
}

/** An HTTP-level refusal; the error handler answers it as `{"detail": …}` with its status. */
function httpError(status: number, message: string): Error {
  return Object.assign(new Error(message), { status });
}

function formRefusal(error: unknown): Error {
  if (error instanceof multer.MulterError && error.code.startsWith('LIMIT_')) return httpError(413, error.message);
  return httpError(400, 'Malformed multipart request');
}

function parseJson(text: unknown, field: string): unknown {
  if (typeof text !== 'string') throw httpError(400, `Missing multipart field ‘${field}’`);
  try {
    return JSON.parse(text);
  } catch {
    throw httpError(400, `Invalid JSON in the ‘${field}’ multipart field`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The operation of a multipart request with an `Upload` at each place `map` names. One operation per
 * request (Apollo takes no batches); every mapped file must be in the request, and a path must lead to a
 * variable the operation sets to null for it.
 */
function withUploads(req: Request): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const operations = parseJson(body.operations, 'operations');
  const map = parseJson(body.map, 'map');
  if (!isRecord(operations) || Array.isArray(operations)) throw httpError(400, 'The ‘operations’ field must be one operation');
  if (!isRecord(map) || Array.isArray(map)) throw httpError(400, 'The ‘map’ field must be an object');
  const files = Array.isArray(req.files) ? req.files : [];
  for (const [fieldName, paths] of Object.entries(map)) {
    const file = files.find((candidate) => candidate.fieldname === fieldName);
    if (!file) throw httpError(400, `File ‘${fieldName}’ missing in the request`);
    if (!Array.isArray(paths)) throw httpError(400, `The map entry ‘${fieldName}’ must be an array of paths`);
    const upload = new Upload();
    const staged: StagedUpload = {
      filename: file.originalname,
      mimetype: file.mimetype,
      encoding: file.encoding,
      createReadStream: () => createReadStream(file.path),
      incoming: { path: file.path, size: file.size, originalName: file.originalname },
    };
    upload.resolve(staged);
    for (const path of paths) {
      if (typeof path !== 'string' || !placeAt(operations, path, upload)) throw httpError(400, `Invalid path for ‘${fieldName}’ in the map`);
    }
  }
  return operations;
}

/** Puts `upload` where `path` (`variables.photo`, `variables.files.0`) points, if it names an existing place. */
function placeAt(operations: Record<string, unknown>, path: string, upload: Upload): boolean {
  const keys = path.split('.');
  if (keys.some((key) => key === '' || UNSAFE_KEYS.has(key))) return false;
  let target: unknown = operations;
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(target) || !Object.hasOwn(target, key)) return false;
    target = target[key];
  }
  const last = keys[keys.length - 1];
  if (!isRecord(target) || !Object.hasOwn(target, last)) return false;
  target[last] = upload;
  return true;
}
