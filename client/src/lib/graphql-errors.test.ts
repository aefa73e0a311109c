import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isNotFound, serverFieldErrors } from './graphql-errors';

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
});
