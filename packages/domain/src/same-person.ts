// One person, once (docs/architecture.md#registry-of-inhabitants): an account and an inhabitant, or two rows of an imported spreadsheet, are the same
// person when their names and birthdate agree, whatever the letter case, accents or spacing ("Peña" is "pena").

/** The names and birthdate a person is recognised by; a missing middle name matches any. */
export interface PersonIdentity {
  readonly firstName: string;
  readonly middleName?: string | null;
  readonly lastName: string;
  /** YYYY-MM-DD. */
  readonly birthdate: string | null;
}

/** A name as it is compared: without accents (ñ is n), in lower case, with single spaces. */
export function nameKey(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether two records name the same person: same birthdate, first and last names, and middle names where both
 * have one (the registry often lacks it where the account has it, or the other way round).
 */
export function isSamePerson(a: PersonIdentity, b: PersonIdentity): boolean {
  if (!a.birthdate || a.birthdate !== b.birthdate) return false;
  if (nameKey(a.firstName) !== nameKey(b.firstName) || nameKey(a.lastName) !== nameKey(b.lastName)) return false;
  const middleA = nameKey(a.middleName);
  const middleB = nameKey(b.middleName);
  return middleA === '' || middleB === '' || middleA === middleB;
}
