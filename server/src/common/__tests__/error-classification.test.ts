import { ArgumentValidationError } from 'type-graphql';
import { GraphQLError } from 'graphql';
import { ValidationError } from 'class-validator';
import { DomainError, ErrorKind, RateLimitedError } from '../domain-error';
import { classifyError } from '../error-classification';

const validationError = (property: string, message: string): ValidationError =>
  Object.assign(new ValidationError(), { property, constraints: { isFilled: message } });

describe('classifyError', () => {
  it('keeps a refusal as it is, with its REST status and key', () => {
    expect(classifyError(new DomainError(ErrorKind.Conflict, 'MFA_NOT_ENABLED', 'Not on.'))).toEqual({
      code: 'CONFLICT', reason: 'MFA_NOT_ENABLED', message: 'Not on.', restStatus: 409, restMessageKey: 'detail',
    });
    expect(classifyError(new DomainError(ErrorKind.Forbidden, 'NOT_VERIFIED', 'Verify first.', undefined, 'error')))
      .toMatchObject({ code: 'FORBIDDEN', restStatus: 403, restMessageKey: 'error', accessRefused: { status: 403, code: 'FORBIDDEN', reason: 'NOT_VERIFIED' } });
    expect(classifyError(DomainError.invalid('EMAIL_TAKEN', { email: ['Taken.'] })))
      .toMatchObject({ code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN', fields: { email: ['Taken.'] }, restStatus: 400 });
  });

  it('tells a rate-limited caller when to retry, and logs no refusal of access for it', () => {
    const classified = classifyError(new RateLimitedError('TOO_MANY_ATTEMPTS', 'Too many.', 7));
    expect(classified).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 7, restStatus: 429 });
    expect(classified.accessRefused).toBeUndefined();
  });

  it('marks 401 refusals as refusals of access', () => {
    expect(classifyError(new DomainError(ErrorKind.Unauthenticated, 'NOT_AUTHENTICATED', 'Sign in.')).accessRefused)
      .toEqual({ status: 401, code: 'UNAUTHENTICATED', reason: 'NOT_AUTHENTICATED' });
  });

  it('answers input that breaks its rules with the field messages', () => {
    expect(classifyError(new ArgumentValidationError([validationError('title', 'Title is required')]))).toEqual({
      code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', message: 'Some fields are not valid.', fields: { title: ['Title is required'] },
      restStatus: 400, restMessageKey: 'detail',
    });
  });

  it('turns database errors the input caused into input errors', () => {
    expect(classifyError(Object.assign(new Error('bad'), { driverError: { code: '22021' } })))
      .toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UNSTORABLE_TEXT', restStatus: 400 });
    expect(classifyError(Object.assign(new Error('big'), { code: '22003' })))
      .toMatchObject({ code: 'BAD_USER_INPUT', reason: 'NUMBER_OUT_OF_RANGE' });
  });

  it("passes GraphQL's own request errors on with their message, and no other GraphQL error", () => {
    expect(classifyError(new GraphQLError('Syntax Error', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })))
      .toEqual({ code: 'GRAPHQL_PARSE_FAILED', message: null, restStatus: 400, restMessageKey: 'detail' });
    expect(classifyError(new GraphQLError('boom', { extensions: { code: 'SOMETHING_ELSE' } })))
      .toMatchObject({ code: 'INTERNAL_SERVER_ERROR', fault: 'unexpected' });
  });

  it('answers what the HTTP body readers refused', () => {
    expect(classifyError({ type: 'entity.parse.failed', status: 400 }))
      .toMatchObject({ restStatus: 400, message: 'The request body is not valid JSON.' });
    expect(classifyError({ type: 'entity.too.large', status: 413 }))
      .toMatchObject({ restStatus: 413, message: 'The request body is too large.' });
    expect(classifyError({ status: 404 })).toMatchObject({ code: 'NOT_FOUND', restStatus: 404, message: 'Not found.' });
    expect(classifyError({ status: 415 })).toMatchObject({ restStatus: 415, message: 'The request could not be read.' });
  });

  it('answers SERVICE_UNAVAILABLE while the database cannot be reached, a fault to log sparingly', () => {
    expect(classifyError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toEqual({
      code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a few seconds.',
      retryAfterSeconds: 5, restStatus: 503, restMessageKey: 'detail', fault: 'database-unavailable',
    });
  });

  it('answers anything else without details, as a fault', () => {
    expect(classifyError(new Error('secret detail'))).toEqual({
      code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', restStatus: 500, restMessageKey: 'detail', fault: 'unexpected',
    });
    expect(classifyError(undefined)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
