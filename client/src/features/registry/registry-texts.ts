import {
  CIVIL_STATUS_LABELS, INHABITANT_SECTOR_LABELS, INHABITANT_STATUS_LABELS, RELATIONSHIP_TO_HEAD_LABELS, SEX_LABELS,
  type InhabitantSectorName, type InhabitantStatusName, type RelationshipToHeadName,
} from '@barangay-portal/domain';
import type { CivilStatus as CivilStatusName, Gender as GenderName } from '../../gql/graphql';
import type { SelectOption, StatusTone } from '../../ui';

/** The registry's lists show ten a page, as the other staff lists. */
export const REGISTRY_PAGE_SIZE = 10;

// The screens' own words are the catalogue's (./messages); the statuses', sectors' and relationships' names are the shared catalogue's.

const optionsOf = <N extends string>(labels: Readonly<Record<N, string>>): readonly SelectOption[] =>
  (Object.keys(labels) as N[]).map((value) => ({ value, label: labels[value] }));

export const STATUS_OPTIONS = optionsOf<InhabitantStatusName>(INHABITANT_STATUS_LABELS);
export const SECTOR_OPTIONS = optionsOf<InhabitantSectorName>(INHABITANT_SECTOR_LABELS);
export const RELATIONSHIP_OPTIONS = optionsOf<RelationshipToHeadName>(RELATIONSHIP_TO_HEAD_LABELS);

// Sex and civil status in the shared catalogue's words, for the registry's screens to read beside the options.
export { CIVIL_STATUS_LABELS, SEX_LABELS };
export const SEX_OPTIONS = optionsOf<GenderName>(SEX_LABELS);
export const CIVIL_STATUS_OPTIONS = optionsOf<CivilStatusName>(CIVIL_STATUS_LABELS);

/** Living here green, moved out gray, deceased red: the words say it, the colour only helps. */
export const STATUS_TONES: Readonly<Record<InhabitantStatusName, StatusTone>> = { LIVING: 'green', MOVED_OUT: 'gray', DECEASED: 'red' };

/** The sector flags an inhabitant carries, by the sector each stands for (seniors by age, the server's `isSeniorCitizen`). */
export const SECTOR_FLAGS = {
  PWD: 'isPwd',
  SOLO_PARENT: 'isSoloParent',
  INDIGENOUS: 'isIndigenous',
  FOUR_PS: 'is4Ps',
  OUT_OF_SCHOOL_YOUTH: 'isOutOfSchoolYouth',
} as const satisfies Readonly<Record<Exclude<InhabitantSectorName, 'SENIOR_CITIZEN'>, string>>;

/** "Dela Cruz, Juan Santos Jr.": the list's order, family name first. */
export function listNameOf(person: { lastName: string; firstName: string; middleName?: string | null; suffix?: string | null }): string {
  const given = [person.firstName, person.middleName, person.suffix].filter((part) => part != null && part !== '').join(' ');
  return `${person.lastName}, ${given}`;
}
