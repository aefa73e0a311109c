import type { Request } from 'express';
import { DomainError, ErrorKind } from '../common/domain-error';

/** The `:id` of a REST path as a positive whole number; anything else names no record (404). */
export function idParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1) throw new DomainError(ErrorKind.NotFound, 'NOT_FOUND', 'Not found.');
  return id;
}
