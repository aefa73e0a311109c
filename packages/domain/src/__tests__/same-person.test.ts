import { isSamePerson, nameKey } from '..';

const juan = { firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', birthdate: '1990-04-12' };

describe('one person, once: names and birthdate compared without case or accents', () => {
  it('reads "Peña" as "pena" and ignores letter case and spacing', () => {
    expect(nameKey('  Peña  ')).toBe('pena');
    expect(nameKey('DELA   CRUZ')).toBe('dela cruz');
    expect(nameKey('José Ñino')).toBe('jose nino');
  });

  it('matches the same names and birthdate however they are written', () => {
    expect(isSamePerson(juan, { firstName: 'JUAN', middleName: 'santos', lastName: 'dela  cruz', birthdate: '1990-04-12' })).toBe(true);
    expect(isSamePerson({ ...juan, lastName: 'Peña' }, { ...juan, lastName: 'PENA' })).toBe(true);
  });

  it('lets a missing middle name match any, but not two different ones', () => {
    expect(isSamePerson(juan, { ...juan, middleName: null })).toBe(true);
    expect(isSamePerson({ ...juan, middleName: '' }, juan)).toBe(true);
    expect(isSamePerson(juan, { ...juan, middleName: 'Reyes' })).toBe(false);
  });

  it('does not match another birthdate, another first or last name, or a missing birthdate', () => {
    expect(isSamePerson(juan, { ...juan, birthdate: '1990-04-13' })).toBe(false);
    expect(isSamePerson(juan, { ...juan, firstName: 'Juana' })).toBe(false);
    expect(isSamePerson(juan, { ...juan, lastName: 'Cruz' })).toBe(false);
    expect(isSamePerson({ ...juan, birthdate: null }, { ...juan, birthdate: null })).toBe(false);
  });
});
