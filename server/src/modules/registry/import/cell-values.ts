import { CivilStatus, Gender, headerKey, RELATIONSHIP_TO_HEAD_LABELS, RelationshipToHead } from '@barangay-portal/domain';

// How the barangays' spreadsheets write each value, in English and Filipino, read into the registry's vocabularies.
// A cell none of these fit is passed on as written, so that the registry's own input rule refuses it with its message.

/** Words compared as the header spellings are: letter case, accents, spaces and punctuation aside. */
const wordsOf = (entries: Record<string, readonly string[]>): ReadonlyMap<string, string> =>
  new Map(Object.entries(entries).flatMap(([value, words]) => words.map((word) => [headerKey(word), value] as const)));

const SEX_WORDS = wordsOf({
  [Gender.MALE]: ['M', 'Male', 'Lalaki', 'L', 'Man'],
  [Gender.FEMALE]: ['F', 'Female', 'Babae', 'B', 'Woman'],
});

const CIVIL_STATUS_WORDS = wordsOf({
  [CivilStatus.SINGLE]: ['Single', 'S', 'Walang Asawa', 'Dalaga', 'Binata'],
  [CivilStatus.MARRIED]: ['Married', 'M', 'Kasal', 'May Asawa'],
  [CivilStatus.SEPARATED]: ['Separated', 'Hiwalay'],
  [CivilStatus.WIDOWED]: ['Widowed', 'W', 'Widow', 'Widower', 'Balo', 'Biyuda', 'Biyudo'],
  [CivilStatus.DIVORCED]: ['Divorced', 'Annulled'],
});

/** How spreadsheets name each relationship to the head, besides the registry's own names and labels. */
const RELATIONSHIP_SPELLINGS: Readonly<Record<RelationshipToHead, readonly string[]>> = {
  [RelationshipToHead.HEAD]: ['Head', 'Household Head', 'HH Head', 'Puno', 'Padre de Pamilya'],
  [RelationshipToHead.SPOUSE]: ['Wife', 'Husband', 'Asawa', 'Partner', 'Live-in Partner'],
  [RelationshipToHead.CHILD]: ['Son', 'Daughter', 'Anak', 'Stepchild', 'Adopted Child'],
  [RelationshipToHead.PARENT]: ['Father', 'Mother', 'Ama', 'Ina', 'Tatay', 'Nanay'],
  [RelationshipToHead.SIBLING]: ['Brother', 'Sister', 'Kapatid'],
  [RelationshipToHead.GRANDCHILD]: ['Grandson', 'Granddaughter', 'Apo'],
  [RelationshipToHead.OTHER_RELATIVE]: ['Relative', 'Kamag-anak', 'In-law', 'Son-in-law', 'Daughter-in-law', 'Nephew', 'Niece', 'Pamangkin',
    'Cousin', 'Pinsan', 'Uncle', 'Aunt', 'Tito', 'Tita', 'Grandparent', 'Grandfather', 'Grandmother', 'Lolo', 'Lola'],
  [RelationshipToHead.NON_RELATIVE]: ['Non-relative', 'Not Related', 'Boarder', 'Helper', 'Kasambahay'],
};

// The registry's own names and labels too, as its export writes them ("Son or daughter").
const RELATIONSHIP_WORDS = wordsOf(Object.fromEntries(Object.entries(RelationshipToHead).map(([name, value]) => [value, [
  name, value, RELATIONSHIP_TO_HEAD_LABELS[name as keyof typeof RELATIONSHIP_TO_HEAD_LABELS], ...RELATIONSHIP_SPELLINGS[value],
]])));

const YES = new Set(['yes', 'y', '1', 'true', 'x', 'oo', 'opo', 'check', '✓', '✔', '☑'].map((word) => word.normalize('NFC')));
const NO = new Set(['no', 'n', '0', 'false', 'hindi', 'wala', 'none', '-', '–', '—', '✗', '✘']);

/** The sex a cell names (M, Female, Lalaki, ...), else the cell as written. */
export function sexOf(text: string): string {
  return SEX_WORDS.get(headerKey(text)) ?? text;
}

/** The civil status a cell names (Single, Kasal, Balo, ...), else the cell as written. */
export function civilStatusOf(text: string): string {
  return CIVIL_STATUS_WORDS.get(headerKey(text)) ?? text;
}

/** The relationship to the head a cell names; null when it names none the registry knows. */
export function relationshipOf(text: string): RelationshipToHead | null {
  return (RELATIONSHIP_WORDS.get(headerKey(text)) as RelationshipToHead | undefined) ?? null;
}

/** A sector flag: an empty cell is no; yes, Y, 1, ✓, oo ... yes; no, N, 0, hindi ... no; anything else null. */
export function flagOf(text: string): boolean | null {
  const word = text.trim().toLowerCase().normalize('NFC');
  if (word === '' || NO.has(word)) return false;
  return YES.has(word) ? true : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * A date cell as YYYY-MM-DD: written YYYY-MM-DD (or with slashes, or with a time after it), MM/DD/YYYY or MM-DD-YYYY
 * as the Philippines writes dates, or "March 5, 1990" / "5 March 1990"; an Excel date cell arrives as YYYY-MM-DD
 * already (spreadsheet.ts). Anything else, or a day that does not exist, is passed on as written for the registry's
 * birthdate rule to refuse.
 */
export function dateOf(text: string): string {
  const value = text.trim();
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(value);
  if (match) return isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (match) return isoOf(Number(match[3]), Number(match[1]), Number(match[2]));
  match = /^([a-z]+)\.? (\d{1,2}),? (\d{4})$/i.exec(value) ?? /^(\d{1,2}) ([a-z]+)\.?,? (\d{4})$/i.exec(value);
  if (match) {
    const [monthWord, day] = /^\d/.test(match[1]) ? [match[2], match[1]] : [match[1], match[2]];
    const month = MONTHS.indexOf(monthWord.slice(0, 3).toLowerCase()) + 1;
    if (month > 0) return isoOf(Number(match[3]), month, Number(day));
  }
  return value;
}
