import {
  CIVIL_STATUS_LABELS, INHABITANT_SECTOR_LABELS, INHABITANT_STATUS_LABELS, RELATIONSHIP_TO_HEAD_LABELS, SEX_LABELS,
  type InhabitantSectorName, type InhabitantStatusName, type RelationshipToHeadName,
} from '@barangay-portal/domain';
import type { CivilStatus as CivilStatusName, Gender as GenderName } from '../../gql/graphql';
import type { SelectOption, StatusTone } from '../../ui';

/** The registry's lists show ten a page, as the other staff lists. */
export const REGISTRY_PAGE_SIZE = 10;

/** The registry's screens' own words; the statuses', sectors' and relationships' names are the shared catalogue's. */
export const REGISTRY_TEXTS = {
  onlineAccount: 'Online account',
  accountLinked: 'Linked: they use the portal with their own account',
  noAccount: 'None linked',
  registryTitle: 'Registry of Barangay Inhabitants',
  inhabitantsList: 'Inhabitants',
  inhabitantsCaption: 'Inhabitants',
  inhabitantsLoading: 'Loading inhabitants...',
  inhabitantsLoadFailed: 'Failed to load the inhabitants.',
  noInhabitants: 'No inhabitants found.',
  inhabitantsPages: 'Inhabitants pages',
  searchLabel: 'Search inhabitants',
  searchPlaceholder: 'Search by name or household number',
  purokFilter: 'Purok or sitio',
  statusFilter: 'Status',
  sectorFilter: 'Sector',
  senior: 'Senior',
  recordName: 'inhabitant',
  addInhabitant: 'Add inhabitant',
  inhabitantSaveFailed: 'The inhabitant could not be saved. Check the fields below.',
  editInhabitant: 'Edit inhabitant',
  inhabitantSaved: 'The record was saved.',
  householdsLink: 'Households and puroks',
  registryLink: 'Back to the registry',

  inhabitantLoading: 'Loading the inhabitant...',
  inhabitantLoadFailed: 'Failed to load the inhabitant.',
  inhabitantNotFound: 'This inhabitant is not in the registry.',
  detailsTitle: 'Details',
  noHousehold: 'Not in a household',
  move: 'Move to household',
  moveSaveFailed: 'The move could not be saved. Check the fields below.',
  moved: 'The household was changed.',
  changeStatus: 'Change status',
  statusSaveFailed: 'The status could not be changed. Check the fields below.',
  statusChanged: 'The status was changed.',
  statusDateLabel: 'Date',
  statusDateHint: 'When they moved out, or the date of death.',

  householdsTitle: 'Households',
  householdsList: 'Households List',
  householdsCaption: 'Households',
  householdsLoading: 'Loading households...',
  householdsLoadFailed: 'Failed to load the households.',
  noHouseholds: 'No households found.',
  householdsPages: 'Households pages',
  householdSearchLabel: 'Search households',
  householdSearchPlaceholder: 'Search by household number',
  householdRecordName: 'household',
  addHousehold: 'Add household',
  editHousehold: 'Edit household',
  householdAdded: 'The household was added.',
  householdSaved: 'The household was saved.',
  householdSaveFailed: 'The household could not be saved. Check the fields below.',
  householdLoading: 'Loading the household...',
  householdLoadFailed: 'Failed to load the household.',
  householdNotFound: 'This household is not in the registry.',
  membersTitle: 'Members',
  membersCaption: 'Members of the household',
  noMembers: 'No members yet.',
  householdTitle: (number: string) => `Household ${number}`,
  findHousehold: 'Find a household',
  findHouseholdPlaceholder: 'Household number',
  householdChoice: 'Household',
  noHouseholdChoice: 'Not in a household',

  puroksTitle: 'Puroks and sitios',
  puroksCaption: 'Puroks and sitios',
  noPuroks: 'No puroks or sitios yet.',
  puroksLoadFailed: 'Failed to load the puroks and sitios.',
  addPurok: 'Add purok or sitio',
  renamePurok: (name: string) => `Rename ${name}`,
  rename: 'Rename',
  purokSaveFailed: 'The purok or sitio could not be saved. Check the field below.',
  purokAdded: (name: string) => `${name} was added.`,
  purokRenamed: (name: string) => `Renamed to ${name}.`,

  ownAddressHint: "Leave it empty to use the household's address.",
  citizenshipHint: 'Filipino unless another is given.',
  sectorsLegend: 'Sectors',
  householdLegend: 'Household',
  pairingHint: 'A household and the relationship to its head go together: choose both, or neither.',
} as const;

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
