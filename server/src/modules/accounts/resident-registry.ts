import { DataSource, In } from 'typeorm';
import type { Page } from '../../common/pagination';
import { listPage, queryList, queryListOf, type SortKey, sortOf } from '../../db/list-query';
import { UserType } from './user.enums';
import { User } from './user.entity';
import { ResidentsArgs, ResidentSortField } from './users.inputs';

interface ResidentKey {
  expression: string;
  /** Sort the other way than asked: a younger resident has a later birthdate. */
  inverted?: boolean;
  nullsLast?: boolean;
  /** A name: idx_user_resident_name_order keeps it in order, and a search reads it, in lower case, from this column of resident_name. */
  nameColumn?: 'first_name_lower' | 'last_name_lower';
}

// Names sort without regard to letter case, in the order idx_user_resident_name_order keeps.
const LAST_NAME: ResidentKey = { expression: 'lower(user.lastName)', nameColumn: 'last_name_lower' };
const FIRST_NAME: ResidentKey = { expression: 'lower(user.firstName)', nameColumn: 'first_name_lower' };
const RESIDENT_KEYS: Record<ResidentSortField, ResidentKey[]> = {
  [ResidentSortField.LAST_NAME]: [LAST_NAME, FIRST_NAME],
  [ResidentSortField.FIRST_NAME]: [FIRST_NAME, LAST_NAME],
  [ResidentSortField.EMAIL]: [{ expression: 'lower(user.email)' }],
  [ResidentSortField.AGE]: [{ expression: 'user.birthdate', inverted: true, nullsLast: true }],
  // The enum's own order (unverified, pending, approved, rejected), not the alphabet.
  [ResidentSortField.ID_VERIFICATION_STATUS]: [{ expression: 'user.idVerificationStatus' }, LAST_NAME, FIRST_NAME],
};

/** The sort keys of each field, each read where `expressionOf` says. */
function sortKeys(expressionOf: (key: ResidentKey) => string): Record<ResidentSortField, SortKey[]> {
  const keyOf = (key: ResidentKey): SortKey => ({
    by: expressionOf(key), direction: key.inverted ? 'opposite' : 'asked', ...(key.nullsLast && { nulls: 'NULLS LAST' as const }),
  });
  const fields = Object.entries(RESIDENT_KEYS) as Array<[ResidentSortField, ResidentKey[]]>;
  return Object.fromEntries(fields.map(([field, keys]) => [field, keys.map(keyOf)])) as Record<ResidentSortField, SortKey[]>;
}

/** The list's keys, on "user". */
const LIST_KEYS = sortKeys((key) => key.expression);
/** The search's keys: a name from resident_name's lower-case copy, another column from "user". */
const SEARCH_KEYS = sortKeys((key) => (key.nameColumn ? `resident_name.${key.nameColumn}` : key.expression));

/**
 * The registry without a search: every resident of the barangay not erased (or those with one verification status), sorted
 * and paged by the database (idx_user_resident_name_order leads with the barangay). The id breaks ties in the direction
 * asked, so an index on the name order can be read backwards too.
 */
export async function listResidents(db: DataSource, barangayId: number, args: ResidentsArgs): Promise<Page<User>> {
  const query = db.getRepository(User).createQueryBuilder('user')
    .where('user.barangayId = :barangayId AND user.userType = :type', { barangayId, type: UserType.RESIDENT })
    // An erased account is no resident of the list any more (docs/architecture.md#privacy-erasure).
    .andWhere('user.erasedAt IS NULL');
  if (args.idVerificationStatus) query.andWhere('user.idVerificationStatus = :status', { status: args.idVerificationStatus });
  return await listPage(queryList(query), sortOf(LIST_KEYS, args.sortBy, args.sortDirection, { by: 'user.id' }), args);
}

/**
 * The barangay's residents whose first or last name matches `pattern` (containsPattern's), read from resident_name
 * (docs/architecture.md#registry-search): its narrow rows hold every match of a common name in a few
 * pages, and its trigram indexes find them; each row carries its resident's barangay, so the name copy alone
 * keeps another barangay's residents out. "user" is joined only for a verification-status filter or a
 * sort on another column.
 */
function matchingResidents(db: DataSource, barangayId: number, args: ResidentsArgs, pattern: string) {
  const query = db.createQueryBuilder().from('resident_name', 'resident_name');
  const nameOnly = !args.idVerificationStatus && RESIDENT_KEYS[args.sortBy].every((key) => key.nameColumn);
  if (!nameOnly) query.innerJoin(User, 'user', 'user.id = resident_name.user_id');
  query.where('resident_name.barangay_id = :barangayId', { barangayId })
    .andWhere('(resident_name.first_name_lower LIKE :pattern OR resident_name.last_name_lower LIKE :pattern)', { pattern });
  if (args.idVerificationStatus) query.andWhere('user.idVerificationStatus = :status', { status: args.idVerificationStatus });
  return query;
}

/**
 * A search's page of resident ids read from resident_name and its exact total, then the page's residents by id. The
 * user id breaks ties in the direction asked.
 */
export async function searchResidents(db: DataSource, barangayId: number, args: ResidentsArgs, pattern: string): Promise<Page<User>> {
  const matching = matchingResidents(db, barangayId, args, pattern);
  const ids = queryListOf(matching.clone().select('resident_name.user_id', 'id'), (window) => window.getRawMany<{ id: number }>(), { counted: matching });
  const page = await listPage(ids, sortOf(SEARCH_KEYS, args.sortBy, args.sortDirection, { by: 'resident_name.user_id' }), args);
  if (page.items.length === 0) return { ...page, items: [] };
  const residents = await db.getRepository(User).findBy({ id: In(page.items.map((row) => row.id)) });
  const byId = new Map(residents.map((user) => [user.id, user]));
  // A resident deleted between the two statements is left out of the page.
  const items = page.items.map((row) => byId.get(row.id)).filter((user): user is User => user !== undefined);
  return { ...page, items };
}
