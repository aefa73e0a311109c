import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ErrorCode, ErrorReason } from '@barangay-portal/domain';
import { graphqlErrorInfo, hasErrorCode, isNotFound, serverFieldErrors } from './graphql-errors';

const answer = (errors: Array<{ message: string; extensions?: Record<string, unknown> }>) =>
  new CombinedGraphQLErrors({ errors });

describe('graphql-errors', () => {
  it('reads the first message of each field the server refused', () => {
    const error = answer([{ message: 'Some fields are not valid.', extensions: {
      code: 'BAD_USER_INPUT', fields: { title: ['Title is required', 'second'], dateEnded: ['Date Ended is required'] },
    } }]);
    expect(serverFieldErrors(error)).toEqual({ title: 'Title is required', dateEnded: 'Date Ended is required' });
  });

  it('finds no field errors in other failures', () => {
    expect(serverFieldErrors(new Error('network down'))).toEqual({});
    expect(serverFieldErrors(answer([{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }]))).toEqual({});
  });

  it('recognises the not-found answer only', () => {
    expect(isNotFound(answer([{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }]))).toBe(true);
    expect(isNotFound(answer([{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }]))).toBe(false);
    expect(isNotFound(new Error('Not found.'))).toBe(false);
  });

  it('reads the first error as typed code and reason, and no code it does not know', () => {
    const info = graphqlErrorInfo(answer([
      { message: 'Too many.', extensions: { code: 'BAD_USER_INPUT', reason: 'OPEN_REQUEST_LIMIT', fields: { x: ['no'] } } },
      { message: 'Not found.', extensions: { code: 'NOT_FOUND' } },
    ]));
    expect(info).toEqual({ message: 'Too many.', code: ErrorCode.BAD_USER_INPUT, reason: ErrorReason.OPEN_REQUEST_LIMIT, fields: { x: ['no'] } });
    expect(graphqlErrorInfo(answer([{ message: 'x', extensions: { code: 'SOMETHING_NEW', reason: 42 } }])))
      .toMatchObject({ code: null, reason: null });
    expect(graphqlErrorInfo(new Error('network down'))).toEqual({ message: null, code: null, reason: null, fields: {} });
  });

  it('finds a code, with its reason on the same error when one is asked for', () => {
    const error = answer([
      { message: 'Wrong password', extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' } },
      { message: 'Forbidden', extensions: { code: 'FORBIDDEN', reason: 'NOT_AUTHENTICATED' } },
    ]);
    expect(hasErrorCode(error, ErrorCode.UNAUTHENTICATED)).toBe(true);
    expect(hasErrorCode(error, ErrorCode.UNAUTHENTICATED, ErrorReason.INVALID_CREDENTIALS)).toBe(true);
    expect(hasErrorCode(error, ErrorCode.UNAUTHENTICATED, ErrorReason.NOT_AUTHENTICATED)).toBe(false);
    expect(hasErrorCode(error, ErrorCode.NOT_FOUND)).toBe(false);
  });
});
