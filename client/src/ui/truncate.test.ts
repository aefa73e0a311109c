import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of at most 100 characters as it is', () => {
    const exactly = 'a'.repeat(100);
    expect(truncate(exactly)).toBe(exactly);
    expect(truncate('Road repair on Rizal Street')).toBe('Road repair on Rizal Street');
  });

  it('cuts longer text at 100 characters and adds an ellipsis', () => {
    const text = `${'b'.repeat(100)}cdef`;
    expect(truncate(text)).toBe(`${'b'.repeat(100)}...`);
    expect(truncate('a'.repeat(101))).toHaveLength(103);
  });

  it('takes another length and ellipsis', () => {
    expect(truncate('Basketball court', 10)).toBe('Basketball...');
    expect(truncate('Basketball court', 11, '…')).toBe('Basketball…');
  });

  it('does not split a character made of two code units', () => {
    expect(truncate('🏀🏀🏀', 2)).toBe('🏀🏀...');
  });

  it('gives an empty string for missing text', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
    expect(truncate('')).toBe('');
  });
});
