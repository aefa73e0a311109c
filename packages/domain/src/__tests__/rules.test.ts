import {
  AGE_GROUPS, barangayToday, canonicalChoice, CivilStatus, claimsIdDocumentKind, EMAIL_PATTERN, EVENT_AUDIENCES, EVENT_STATUSES,
  DocumentFieldType as F, fieldValueProblem, fileTooLargeMessage, isCalendarDate, isPastCalendarDate, MAX_ID_DOCUMENT_BYTES,
  isUndeliverableEmail, MAX_PICTURE_BYTES, nameOf, passwordLength, passwordLengthRefusal, PROFILE_CIVIL_STATUSES, REGISTRATION_CIVIL_STATUSES,
  textProblem,
} from '..';

describe('barangayToday', () => {
  // 22:30 UTC on 23 November is already 24 November in the Philippines (UTC+8).
  const lateEvening = new Date('2026-11-23T22:30:00Z');

  it('is the calendar date in the barangay (Asia/Manila) by default, whatever zone the machine keeps', () => {
    expect(barangayToday(undefined, lateEvening)).toBe('2026-11-24');
    expect(barangayToday(undefined, new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(barangayToday(undefined, new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('is the date in the zone it is given', () => {
    expect(barangayToday('UTC', lateEvening)).toBe('2026-11-23');
    expect(barangayToday('America/Los_Angeles', lateEvening)).toBe('2026-11-23');
    expect(barangayToday('Pacific/Kiritimati', new Date('2026-11-23T09:59:00Z'))).toBe('2026-11-23');
  });

  it('is the date a birthdate may not be after', () => {
    expect(isPastCalendarDate('2026-11-24', barangayToday(undefined, lateEvening))).toBe(true);
    expect(isPastCalendarDate('2026-11-25', barangayToday(undefined, lateEvening))).toBe(false);
  });
});

describe('calendar dates', () => {
  it('are real dates written YYYY-MM-DD', () => {
    expect(['2024-02-29', '1990-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2025-02-29', '2026-13-01', '2026-1-01', '01/02/2026', '', 20260101].some(isCalendarDate)).toBe(false);
  });
});

describe("a document field's value (spec §5)", () => {
  it('is checked against its type, the field name leading the message', () => {
    expect(fieldValueProblem(F.NUMBER, 'Capital', 'fifteen')).toBe('Capital must be a number.');
    expect(fieldValueProblem(F.NUMBER, 'Capital', '-15000.50')).toBeUndefined();
    expect(fieldValueProblem(F.DATE, 'Opening date', '2026-13-01')).toBe('Opening date must be a date (YYYY-MM-DD).');
    expect(fieldValueProblem(F.EMAIL, 'Owner e-mail', 'owner-at-example')).toBe('Owner e-mail must be an e-mail address.');
    expect(fieldValueProblem(F.TEXT, 'Purpose', 'anything at all')).toBeUndefined();
  });

  it('names a boolean true/false for the API and Yes/No for the form', () => {
    expect(fieldValueProblem(F.BOOLEAN, 'Home based', 'yes')).toBe('Home based must be true or false.');
    expect(fieldValueProblem(F.BOOLEAN, 'Home based', 'maybe', 'Yes/No')).toBe('Home based must be Yes or No.');
    expect(fieldValueProblem(F.BOOLEAN, 'Home based', 'false')).toBeUndefined();
  });
});

describe('texts, e-mail addresses and passwords', () => {
  it('takes e-mail addresses of the form text@text.text', () => {
    expect(['juan@example.ph', 'a.b+c@sub.example.org'].every((text) => EMAIL_PATTERN.test(text))).toBe(true);
    expect(['juan@example', 'juan example@x.ph', '@example.ph', 'juan@@x.ph'].some((text) => EMAIL_PATTERN.test(text))).toBe(false);
  });

  it('tells the addresses no mail ever reaches: .invalid and .localhost, in any letter case, with a final dot', () => {
    expect(['erased-1@erased.invalid', 'x@ERASED.Invalid.', 'x@invalid', 'juan@box.localhost'].every(isUndeliverableEmail)).toBe(true);
    expect(['juan@example.ph', 'juan@invalid.ph', 'juan@barangay.test', 'juan@example.com', 'juan@localhost.example'].some(isUndeliverableEmail)).toBe(false);
  });

  it('refuses a text over its limit or with control characters', () => {
    expect(textProblem('x'.repeat(201), { max: 200, label: 'Title' })).toBe('Title must be at most 200 characters.');
    expect(textProblem('a\u202eb', { max: 200, label: 'Name' })).toBe('Name contains characters that are not allowed.');
    expect(textProblem('line one\nline two', { max: 200, label: 'Content', multiline: true })).toBeUndefined();
  });

  it('takes passwords of 8 to 128 characters, an emoji counting as one', () => {
    expect(passwordLengthRefusal('seven77')).toBe('tooShort');
    expect(passwordLengthRefusal('x'.repeat(129))).toBe('tooLong');
    expect(passwordLengthRefusal('eight888')).toBeNull();
    expect(passwordLength('🔒🔒🔒🔒🔒🔒🔒')).toBe(7);
    expect(passwordLengthRefusal('🔒🔒🔒🔒🔒🔒🔒')).toBe('tooShort');
  });
});

describe('uploads', () => {
  it('limit pictures to 5 MB and valid IDs to 10 MB', () => {
    expect(fileTooLargeMessage(MAX_PICTURE_BYTES)).toBe('The file is larger than 5 MB.');
    expect(fileTooLargeMessage(MAX_ID_DOCUMENT_BYTES)).toBe('The file is larger than 10 MB.');
  });

  it('take a valid ID that claims to be an image or a PDF, by type or else by name', () => {
    expect(claimsIdDocumentKind({ type: 'image/png', name: 'id' })).toBe(true);
    expect(claimsIdDocumentKind({ type: '', name: 'scan.PDF' })).toBe(true);
    expect(claimsIdDocumentKind({ type: 'application/zip', name: 'id.jpg' })).toBe(false);
    expect(claimsIdDocumentKind({ type: '', name: 'pdf' })).toBe(false);
  });
});

describe('vocabularies', () => {
  it('offer the civil statuses of spec §9: registration and profile differ', () => {
    expect(REGISTRATION_CIVIL_STATUSES).toEqual(['single', 'married', 'separated', 'widowed']);
    expect(PROFILE_CIVIL_STATUSES).toEqual(['single', 'married', 'widowed', 'divorced']);
    expect(nameOf(CivilStatus, 'divorced')).toBe('DIVORCED');
  });

  it('spell event audiences and statuses as stored, and find them in any letter case', () => {
    expect(EVENT_AUDIENCES).toEqual(['Adults', 'Teens', 'Senior Citizens']);
    expect(EVENT_STATUSES).toEqual(['Upcoming', 'Ongoing', 'Cancelled', 'Ended']);
    expect(canonicalChoice(' senior CITIZENS ', EVENT_AUDIENCES)).toBe('Senior Citizens');
    expect(canonicalChoice('Postponed', EVENT_STATUSES)).toBeUndefined();
  });

  it('read age groups at 13, 20 and 60 (spec §9)', () => {
    expect(AGE_GROUPS).toEqual({ chartTeenFrom: 13, adultFrom: 20, seniorFrom: 60 });
  });
});
