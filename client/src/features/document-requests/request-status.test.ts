import {
  DOCUMENT_REQUEST_MESSAGES, DOCUMENT_REQUEST_STATUSES, FINAL_STATUS_NOTES, REQUEST_STATUS_LABELS, requestStatusName, tooManyOpenMessage,
} from '@barangay-portal/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import { useRequestStatusLabel } from '../../ui';
import { documentRequestsMessages } from './messages';
import {
  certificateRevokedText, changeStatusQuestion, finalStatusNote, isFinalStatus, statusChangedMessage, statusOptions,
  waitingText, workingDays,
} from './request-status';

// The texts in English, the default language.
const t = renderHook(() => useMessages(documentRequestsMessages)).result.current;
const statusLabel = renderHook(() => useRequestStatusLabel()).result.current;

describe('request status texts (spec §4, §8)', () => {
  it('asks and confirms with the status as shown', () => {
    expect(changeStatusQuestion(t, statusLabel, 'PICKUP')).toBe('Are you sure you want to change the status to For Pickup?');
    expect(changeStatusQuestion(t, statusLabel, 'PROCESSING')).toBe('Are you sure you want to change the status to Processing?');
    expect(statusChangedMessage(t, statusLabel, 'RELEASED')).toBe('Request changed status to Released successfully.');
  });

  it('offers exactly the statuses the server allows, labelled', () => {
    expect(statusOptions(statusLabel, ['PROCESSING', 'REJECTED'])).toEqual([
      { value: 'PROCESSING', label: 'Processing' },
      { value: 'REJECTED', label: 'Rejected' },
    ]);
    expect(statusOptions(statusLabel, [])).toEqual([]);
  });

  it('labels the statuses as the server does, the legacy approved as pickup', () => {
    for (const status of DOCUMENT_REQUEST_STATUSES) expect(statusLabel(requestStatusName(status))).toBe(REQUEST_STATUS_LABELS[status]);
    expect(statusLabel('approved')).toBe('For Pickup');
    expect(statusLabel('ARCHIVED')).toBe('Archived');
  });

  it('treats rejected, released and canceled as final, with their notes', () => {
    expect(['PENDING', 'PROCESSING', 'PICKUP'].some((status) => isFinalStatus(status as never))).toBe(false);
    expect(finalStatusNote(t, 'REJECTED')).toBe('Rejected requests cannot be modified.');
    expect(finalStatusNote(t, 'RELEASED')).toBe('This request has already been released.');
    expect(finalStatusNote(t, 'CANCELED')).toBe(FINAL_STATUS_NOTES.canceled);
    expect(finalStatusNote(t, 'PENDING')).toBeUndefined();
    for (const status of DOCUMENT_REQUEST_STATUSES) expect(finalStatusNote(t, requestStatusName(status))).toBe(FINAL_STATUS_NOTES[status]);
    expect(isFinalStatus('CANCELED')).toBe(true);
  });

  it('words the three-open warning and the verification notice as the spec does', () => {
    expect(t('tooManyOpen', { limit: 3 })).toBe(
      'You already have 3 pending document requests. Please wait until they are approved before submitting another.');
    expect(t('tooManyOpen', { limit: 3 })).toBe(tooManyOpenMessage(3));
    expect(t('notVerified')).toBe(DOCUMENT_REQUEST_MESSAGES.notVerified);
  });

  it('says how long an open request waited, and how a certificate was revoked', () => {
    expect(workingDays(t, 1)).toBe('1 working day');
    expect(waitingText(t, 3)).toBe('3 working days');
    expect(waitingText(t, 0)).toBe('0 working days');
    expect(waitingText(t, 1500)).toBe('1500 working days');
    expect(waitingText(t, null)).toBe('');
    expect(certificateRevokedText(t, 'March 5, 2026', 'Issued in error')).toBe('Certificate revoked on March 5, 2026: Issued in error');
    expect(certificateRevokedText(t, 'March 5, 2026', null)).toBe('Certificate revoked on March 5, 2026');
  });
});
