import { barangayToday, SENIOR_CITIZEN_AGE } from '@barangay-portal/domain';
import type { SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../../db/like-pattern';
import type { Household } from './household.entity';
import type { Inhabitant } from './inhabitant.entity';
import { InhabitantSector, InhabitantStatus } from './registry.enums';

// The registry lists' filters, one place for every reader of the lists: the screens' pages (RegistryService) and the
// spreadsheet exports (export/registry-export.ts) keep the same rows for the same filters.

/** The inhabitants list's filters (InhabitantsArgs without its paging). */
export interface InhabitantFilters {
  readonly search?: string | null;
  readonly purokId?: number | null;
  readonly householdId?: number | null;
  readonly status?: InhabitantStatus | null;
  readonly sector?: InhabitantSector | null;
}

/** The households list's filters (HouseholdsArgs without its paging). */
export interface HouseholdFilters {
  readonly search?: string | null;
  readonly purokId?: number | null;
}

/** The sector filters kept as flags, by the column that holds each. */
const SECTOR_FLAGS: Readonly<Record<Exclude<InhabitantSector, 'senior_citizen'>, string>> = {
  [InhabitantSector.PWD]: 'inhabitant.isPwd',
  [InhabitantSector.SOLO_PARENT]: 'inhabitant.isSoloParent',
  [InhabitantSector.INDIGENOUS]: 'inhabitant.isIndigenous',
  [InhabitantSector.FOUR_PS]: 'inhabitant.is4Ps',
  [InhabitantSector.OUT_OF_SCHOOL_YOUTH]: 'inhabitant.isOutOfSchoolYouth',
};

/** Households of the barangay by a condition on `household` (h), as the ids an inhabitant's household_id is among. */
const householdsWhere = (condition: string) =>
  `inhabitant.householdId = ANY (ARRAY(SELECT h.id FROM household h WHERE h.barangay_id = :barangayId AND ${condition}))`;

/**
 * The inhabitants the list's filters keep (`query` is on `inhabitant`). The search is part of a name, in any letter case
 * and with or without accents, or of a household number, each a stored lower-case column with its trigram index
 * (migrations LeakproofSearch1766100000000, which also explains why a plain column under row-level security, and
 * AccentInsensitiveSearch1766500000000, whose search_text folds both the names and the search): both sides of the OR are index conditions on `inhabitant`,
 * so PostgreSQL combines two bitmap scans instead of reading every inhabitant.
 */
export function inhabitantsMatching(query: SelectQueryBuilder<Inhabitant>, barangayId: number, filters: InhabitantFilters): SelectQueryBuilder<Inhabitant> {
  query.where('inhabitant.barangayId = :barangayId', { barangayId });
  if (filters.purokId) query.andWhere(householdsWhere('h.purok_id = :purokId'), { purokId: filters.purokId });
  if (filters.householdId) query.andWhere('inhabitant.householdId = :householdId', { householdId: filters.householdId });
  if (filters.status) query.andWhere('inhabitant.status = :status', { status: filters.status });
  if (filters.sector) inSector(query, filters.sector);
  const pattern = containsPattern(filters.search);
  if (pattern) {
    query.andWhere(`(inhabitant.search_names LIKE search_text(:pattern) OR ${householdsWhere('h.search_number LIKE :pattern')})`, { pattern });
  }
  return query;
}

/**
 * Keeps one sector: a flag, or for senior citizens the age reached (at death for the deceased, as Inhabitant.age
 * reads it) from the birthdate.
 */
function inSector(query: SelectQueryBuilder<Inhabitant>, sector: InhabitantSector): void {
  if (sector !== InhabitantSector.SENIOR_CITIZEN) {
    query.andWhere(`${SECTOR_FLAGS[sector]} = true`);
    return;
  }
  query.andWhere(`inhabitant.birthdate + make_interval(years => :seniorAge) <= CASE WHEN inhabitant.status = :deceased
    THEN inhabitant.statusDate ELSE CAST(:today AS date) END`, { seniorAge: SENIOR_CITIZEN_AGE, deceased: InhabitantStatus.DECEASED, today: barangayToday() });
}

/** The households the list's filters keep (`query` is on `household`): one purok's, or those whose number holds the search. */
export function householdsMatching(query: SelectQueryBuilder<Household>, barangayId: number, filters: HouseholdFilters): SelectQueryBuilder<Household> {
  query.where('household.barangayId = :barangayId', { barangayId });
  if (filters.purokId) query.andWhere('household.purokId = :purokId', { purokId: filters.purokId });
  // The stored lower-case number, along its trigram index (migration LeakproofSearch1766100000000).
  const pattern = containsPattern(filters.search);
  if (pattern) query.andWhere('household.search_number LIKE :pattern', { pattern });
  return query;
}
