import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { retryAfterOf, secondsText } from './verification-outcome';

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Too many', extensions }] });

describe('retryAfterOf', () => {
  it('reads the wait of a TOO_MANY_REQUESTS refusal, rounded up, at least a second', () => {
    expect(retryAfterOf(refusal({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 }))).toBe(42);
    expect(retryAfterOf(refusal({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 2.2 }))).toBe(3);
    expect(retryAfterOf(refusal({ code: 'TOO_MANY_REQUESTS' }))).toBe(1);
  });

  it('is null for other errors', () => {
    expect(retryAfterOf(refusal({ code: 'INTERNAL_SERVER_ERROR' }))).toBeNull();
    expect(retryAfterOf(new Error('offline'))).toBeNull();
  });

  it('spells the seconds', () => {
    expect(secondsText(1)).toBe('1 second');
    expect(secondsText(30)).toBe('30 seconds');
  });
});
