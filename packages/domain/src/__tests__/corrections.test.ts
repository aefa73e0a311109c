import {
  correctableFieldOf, correctableFieldProblem, CORRECTION_MESSAGES, CorrectableField, correctedValue, correctionValueProblem, sameAsRecord,
} from '..';

// The rules of a correction request (docs/architecture.md#privacy-corrections), which the server's input and the
// Profile's form both apply.
describe('the detail a correction names', () => {
  it('is read by its REST value or its GraphQL name, in any letter case', () => {
    expect(correctableFieldOf('last_name')).toBe(CorrectableField.LAST_NAME);
    expect(correctableFieldOf(' BIRTH_PLACE ')).toBe(CorrectableField.BIRTH_PLACE);
    expect(correctableFieldOf('Gender')).toBe(CorrectableField.GENDER);
    expect(correctableFieldOf('address')).toBeUndefined();
  });

  it('says why a detail is not corrected by request', () => {
    expect(correctableFieldProblem('nickname')).toBeUndefined();
    expect(correctableFieldProblem('EMAIL')).toBe(CORRECTION_MESSAGES.email);
    expect(correctableFieldProblem('civilStatus')).toBe(CORRECTION_MESSAGES.editedOnProfile('Civil status'));
    expect(correctableFieldProblem('IS_VOTER')).toBe(CORRECTION_MESSAGES.editedOnProfile('Voter status'));
    expect(correctableFieldProblem('height')).toBe(CORRECTION_MESSAGES.fieldUnknown);
    expect(correctableFieldProblem('  ')).toBe(CORRECTION_MESSAGES.fieldRequired);
  });
});

describe('the value asked for', () => {
  it('meets the rule registration applies to the detail', () => {
    expect(correctionValueProblem(CorrectableField.MIDDLE_NAME, ' ')).toBe('Middle Name is required');
    expect(correctionValueProblem(CorrectableField.RELIGION, 'R'.repeat(101))).toBe('Religion must be at most 100 characters.');
    expect(correctionValueProblem(CorrectableField.NICKNAME, 'Jun\u202Ejun')).toBe('Nickname contains characters that are not allowed.');
    expect(correctionValueProblem(CorrectableField.GENDER, 'Female')).toBeUndefined();
    expect(correctionValueProblem(CorrectableField.GENDER, 'unknown')).toBe('Gender must be male or female.');
    expect(correctionValueProblem(CorrectableField.BIRTHDATE, '2026-11-24', '2026-11-24')).toBeUndefined();
    expect(correctionValueProblem(CorrectableField.BIRTHDATE, '2026-11-25', '2026-11-24'))
      .toBe('Birthdate must be a real date, written YYYY-MM-DD, and not in the future.');
    expect(correctionValueProblem(CorrectableField.BIRTHDATE, '')).toBe('Birthdate is required');
  });

  it('is kept trimmed, a choice in its own spelling, and compared with the record so', () => {
    expect(correctedValue(CorrectableField.LAST_NAME, '  Dela Cruz ')).toBe('Dela Cruz');
    expect(correctedValue(CorrectableField.GENDER, 'FEMALE')).toBe('female');
    expect(sameAsRecord(CorrectableField.LAST_NAME, ' Dela Cruz ', 'Dela Cruz')).toBe(true);
    expect(sameAsRecord(CorrectableField.LAST_NAME, 'dela Cruz', 'Dela Cruz')).toBe(false);
    expect(sameAsRecord(CorrectableField.GENDER, 'male', 'MALE')).toBe(true);
    expect(sameAsRecord(CorrectableField.BIRTH_PLACE, 'Cebu', null)).toBe(false);
  });
});
