import { describe, expect, it } from 'vitest';
import {
  FINAL_STATUS_NOTES, certificateRevokedText, changeStatusQuestion, isFinalStatus, statusChangedMessage, statusOptions,
  tooManyOpenMessage, waitingText, workingDays,
} from './request-status';

describe('request status texts (spec §4, §8)', () => {
  it('asks and confirms with the status as shown', () => {
    expect(changeStatusQuestion('PICKUP')).toBe('Are you sure you want to change the status to For Pickup?');
    expect(changeStatusQuestion('PROCESSING')).toBe('Are you sure you want to change the status to Processing?');
    expect(statusChangedMessage('RELEASED')).toBe('Request changed status to Released successfully.');
  });

  it('offers exactly the statuses the server allows, labelled', () => {
    expect(statusOptions(['PROCESSING', 'REJECTED'])).toEqual([
      { value: 'PROCESSING', label: 'Processing' },
      { value: 'REJECTED', label: 'Rejected' },
    ]);
    expect(statusOptions([])).toEqual([]);
  });

  it('treats rejected, released and canceled as final, with their notes', () => {
    expect(['PENDING', 'PROCESSING', 'PICKUP'].some((status) => isFinalStatus(status as never))).toBe(false);
    expect(FINAL_STATUS_NOTES.REJECTED).toBe('Rejected requests cannot be modified.');
    expect(FINAL_STATUS_NOTES.RELEASED).toBe('This request has already been released.');
    expect(isFinalStatus('CANCELED')).toBe(true);
  });

  it('words the three-open warning as the spec does', () => {
    expect(tooManyOpenMessage(3)).toBe(
      'You already have 3 pending document requests. Please wait until they are approved before submitting another.');
  });

  it('says how long an open request waited, and how a certificate was revoked', () => {
    expect(workingDays(1)).toBe('1 working day');
    expect(waitingText(3)).toBe('3 working days');
    expect(waitingText(0)).toBe('0 working days');
    expect(waitingText(null)).toBe('');
    expect(certificateRevokedText('March 5, 2026', 'Issued in error')).toBe('Certificate revoked on March 5, 2026: Issued in error');
  });
});
