import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../ui/testing/in-english';
import { verificationMessages } from './messages';
import { retryAfterOf } from './verification-outcome';

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
    const t = inEnglish(verificationMessages);
    expect(t('rateLimited', { seconds: 1 })).toBe('Too many checks from this network. Please try again in 1 second.');
    expect(t('rateLimited', { seconds: 30 })).toBe('Too many checks from this network. Please try again in 30 seconds.');
  });
});
