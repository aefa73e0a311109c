import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import { idImageRemovalText } from './id-image-removal-text';
import { usersMessages } from './messages';

/** The feature's texts in English, as the note reads them. */
const t = renderHook(() => useMessages(usersMessages)).result.current;

// Noon UTC: the same calendar day in every time zone a test machine may run in.
const removedAt = '2026-01-15T12:00:00.000Z';

describe('the note of a valid-ID image deleted under the retention rule', () => {
  it('tells staff when and under which rule, and that the decision is kept', () => {
    expect(idImageRemovalText(t, { outcome: 'APPROVED', removedAt, retentionDays: 365 }, 'staff')).toBe(
      'The ID image was deleted on January 15, 2026 under the retention rule (approved IDs are kept 365 days after the decision). '
      + 'The decision is still on record.');
  });

  it('tells an approved resident they remain verified, a rejected one only the rule (their status asks for another ID)', () => {
    expect(idImageRemovalText(t, { outcome: 'APPROVED', removedAt, retentionDays: 365 }, 'resident')).toMatch(/\. You remain verified\.$/);
    expect(idImageRemovalText(t, { outcome: 'REJECTED', removedAt, retentionDays: 30 }, 'resident')).toBe(
      "Your ID image was deleted on January 15, 2026 under the barangay's retention rule (rejected IDs are kept 30 days after the decision).");
  });

  it('counts one day in the singular', () => {
    expect(idImageRemovalText(t, { outcome: 'REJECTED', removedAt, retentionDays: 1 }, 'staff')).toContain('rejected IDs are kept 1 day after the decision');
  });
});
