import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { assertRole, Caller, Role } from '../auth/auth-user';

/** Set on every /api request by the router before any handler runs. */
export interface RestLocals {
  caller: Caller;
}

export function callerOf(res: Response): Caller {
  return (res.locals as RestLocals).caller;
}

/** The REST twin of `@Authorized(...)`: the same assertRole check, answering 401/403. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    assertRole(callerOf(res), roles);
    next();
  };
}

