import { describe, expect, it } from 'vitest';
import { uiMessages } from './messages';
import {
  capitalizeStatus, eventStatusTone, normalizeRequestStatus, projectStatusTone, requestStatusLabel, requestStatusTone,
  verificationBadge,
} from './status-tones';
import { inEnglish } from './testing/in-english';

const cases = (value: string) => [value.toUpperCase(), value.toLowerCase(), capitalizeStatus(value)];

describe('projectStatusTone', () => {
  it.each(cases('finished'))('%s is green', (status) => expect(projectStatusTone(status)).toBe('green'));
  it.each(cases('ongoing'))('%s is orange', (status) => expect(projectStatusTone(status)).toBe('orange'));

  it('matches text containing the word', () => {
    expect(projectStatusTone('Project Finished')).toBe('green');
    expect(projectStatusTone('still ONGOING now')).toBe('orange');
  });

  it.each(['planned', '', null, undefined])('%s is gray', (status) => expect(projectStatusTone(status)).toBe('gray'));
});

describe('eventStatusTone', () => {
  it.each([
    ['ended', 'green'], ['ongoing', 'orange'], ['cancelled', 'red'], ['upcoming', 'blue'],
  ] as const)('%s is %s in any letter case', (status, tone) => {
    for (const text of cases(status)) expect(eventStatusTone(text)).toBe(tone);
    expect(eventStatusTone(` ${status} `)).toBe(tone);
  });

  it.each(['postponed', 'Ended soon', '', null, undefined])('%s is gray', (status) => {
    expect(eventStatusTone(status)).toBe('gray');
  });
});

describe('request status', () => {
  it.each([
    ['pending', 'gray', 'Pending'],
    ['canceled', 'red', 'Canceled'],
    ['processing', 'yellow', 'Processing'],
    ['pickup', 'blue', 'For Pickup'],
    ['approved', 'blue', 'For Pickup'],
    ['rejected', 'red', 'Rejected'],
    ['released', 'green', 'Released'],
  ] as const)('%s: %s icon, shown as %s', (status, tone, label) => {
    for (const text of cases(status)) {
      expect(requestStatusTone(text)).toBe(tone);
      expect(requestStatusLabel(text)).toBe(label);
      // The screens' label (useRequestStatusLabel) says the same in English.
      const known = normalizeRequestStatus(text);
      expect(known && inEnglish(uiMessages)(`requestStatus.${known}`)).toBe(label);
    }
  });

  it('treats the legacy approved as pickup', () => {
    expect(normalizeRequestStatus('APPROVED')).toBe('pickup');
    expect(normalizeRequestStatus('PICKUP')).toBe('pickup');
    expect(normalizeRequestStatus('archived')).toBeNull();
  });

  it('shows unknown or missing statuses gray, capitalised or empty', () => {
    expect(requestStatusTone('archived')).toBe('gray');
    expect(requestStatusLabel('ARCHIVED')).toBe('Archived');
    expect(requestStatusTone(null)).toBe('gray');
    expect(requestStatusLabel(undefined)).toBe('');
  });
});

describe('verificationBadge', () => {
  const t = inEnglish(uiMessages);
  const shown = (status: string | null | undefined) => {
    const { state, tone } = verificationBadge(status);
    return { label: t(`verificationStatus.${state}`), tone };
  };

  it.each([
    ['approved', 'Verified', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['rejected', 'Rejected', 'red'],
    ['unverified', 'Unverified', 'gray'],
  ] as const)('%s is %s', (status, label, tone) => {
    for (const text of cases(status)) expect(shown(text)).toEqual({ label, tone });
  });

  it.each(['', null, undefined, 'something'])('%s is Unverified', (status) => {
    expect(shown(status)).toEqual({ label: 'Unverified', tone: 'gray' });
  });
});

describe('capitalizeStatus', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalizeStatus('ONGOING')).toBe('Ongoing');
    expect(capitalizeStatus('finished')).toBe('Finished');
    expect(capitalizeStatus(null)).toBe('');
  });
});
