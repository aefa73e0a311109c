import { civilStatusOf, dateOf, flagOf, relationshipOf, sexOf } from '../cell-values';
import { mappingOf, proposedFields, recognisedField } from '../column-mapping';

// How the barangays' spreadsheets write values and headers, read into the registry's vocabularies.

describe('cell values', () => {
  it.each([
    ['1990-03-05', '1990-03-05'], ['1990/3/5', '1990-03-05'], ['1990-03-05 00:00:00', '1990-03-05'], ['03/05/1990', '1990-03-05'],
    ['3-5-1990', '1990-03-05'], ['March 5, 1990', '1990-03-05'], ['Mar. 5 1990', '1990-03-05'], ['5 March 1990', '1990-03-05'],
    // Not a date the import knows: passed on for the registry's birthdate rule to refuse.
    ['05/03/90', '05/03/90'], ['yesterday', 'yesterday'], ['Smarch 5, 1990', 'Smarch 5, 1990'],
  ])('reads the date %s as %s', (text, date) => {
    expect(dateOf(text)).toBe(date);
  });

  it('reads sex, civil status and relationships in English and Filipino, whatever the case', () => {
    expect(['M', 'male', 'Lalaki', 'F', 'FEMALE', 'Babae', 'X'].map(sexOf)).toEqual(['male', 'male', 'male', 'female', 'female', 'female', 'X']);
    expect(['Single', 'kasal', 'Balo', 'Widow', 'Hiwalay', 'annulled', 'Live-in'].map(civilStatusOf))
      .toEqual(['single', 'married', 'widowed', 'widowed', 'separated', 'divorced', 'Live-in']);
    expect(['Head', 'HH Head', 'Asawa', 'Wife', 'son', 'Son or daughter', 'Nanay', 'kapatid', 'Apo', 'Pamangkin', 'Not related', 'other_relative', 'Kumpare']
      .map(relationshipOf)).toEqual(['head', 'head', 'spouse', 'spouse', 'child', 'child', 'parent', 'sibling', 'grandchild', 'other_relative',
      'non_relative', 'other_relative', null]);
  });

  it.each([
    ['', false], ['N', false], ['no', false], ['0', false], ['Hindi', false], ['-', false],
    ['Y', true], ['YES', true], ['1', true], ['✓', true], ['✔', true], ['x', true], ['Oo', true], ['TRUE', true],
    ['maybe', null], ['2', null],
  ])('reads the sector flag %p as %p', (text, flag) => {
    expect(flagOf(text)).toBe(flag);
  });
});

describe('column mapping', () => {
  it('recognises header spellings whatever their case, accents, spaces and punctuation', () => {
    expect(['Surname', 'APELYIDO', 'apelyído', 'Household No.', 'household  no', 'HH No', 'Date of Birth', 'D.O.B.', "4P's", 'O.S.Y.', 'Sitio', 'Zone']
      .map(recognisedField)).toEqual(['last_name', 'last_name', 'last_name', 'household_number', 'household_number', 'household_number', 'birthdate',
      'birthdate', 'four_ps', 'out_of_school_youth', 'purok', 'purok']);
    expect(recognisedField('Remarks')).toBeNull();
  });

  it('proposes a field once, to the first column that names it', () => {
    expect(proposedFields(['Purok', 'Sitio', 'Last Name'])).toEqual(['purok', null, 'last_name']);
  });

  it('refuses a mapping without the required fields, with a field twice, or with household numbers but no relationship', () => {
    const headers = ['Last Name', 'First Name', 'Sex', 'Birthdate', 'Place of Birth', 'Civil Status', 'Household No.', 'Other'];
    const proposed = proposedFields(headers).map((field, column) => ({ column, field }));
    expect(() => mappingOf(headers, proposed)).toThrow('With household numbers, choose the column that holds the relationship to the head too.');
    const twice = proposed.map((choice) => (choice.column === 7 ? { column: 7, field: 'sex' as const } : choice));
    expect(() => mappingOf(headers, twice.filter((choice) => choice.column !== 6))).toThrow('Sex is chosen for more than one column.');
    expect(() => mappingOf(headers, [{ column: 0, field: 'last_name' }, { column: 99, field: 'first_name' }])).toThrow('The file has no such column.');
    const fine = mappingOf(headers, proposed.filter((choice) => choice.column !== 6));
    expect([...fine.entries()]).toEqual([['last_name', 0], ['first_name', 1], ['sex', 2], ['birthdate', 3], ['birth_place', 4], ['civil_status', 5]]);
  });
});
