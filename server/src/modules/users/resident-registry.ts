import { DataSource, In, SelectQueryBuilder } from 'typeorm';
import { Page, pageWindow, SortDirection } from '../../common/pagination';
import { UserType } from './user.enums';
import { User } from './user.entity';
import { ResidentsArgs, ResidentSortField } from './users.inputs';

interface SortKey {
  expression: string;
  /** Sort the other way than asked: a younger resident has a later birthdate. */
  inverted?: boolean;
  nullsLast?: boolean;
  /** A name: idx_user_resident_name_order keeps it in order, and a search reads it, in lower case, from this column of resident_name. */
  nameColumn?: 'first_name_lower' | 'last_name_lower';
}

// Names sort without regard to letter case, in the order idx_user_resident_name_order keeps.
const LAST_NAME: SortKey = { expression: 'lower(user.lastName)', nameColumn: 'last_name_lower' };
const FIRST_NAME: SortKey = { expression: 'lower(user.firstName)', nameColumn: 'first_name_lower' };
const SORT_KEYS: Record<ResidentSortField, SortKey[]> = {
  [ResidentSortField.LAST_NAME]: [LAST_NAME, FIRST_NAME],
  [ResidentSortField.FIRST_NAME]: [FIRST_NAME, LAST_NAME],
  [ResidentSortField.EMAIL]: [{ expression: 'lower(user.email)' }],
  [ResidentSortField.AGE]: [{ expression: 'user.birthdate', inverted: true, nullsLast: true }],
  // The enum's own order (unverified, pending, approved, rejected), not the alphabet.
  [ResidentSortField.ID_VERIFICATION_STATUS]: [{ expression: 'user.idVerificationStatus' }, LAST_NAME, FIRST_NAME],
};

const opposite = (direction: SortDirection) => (direction === SortDirection.ASC ? SortDirection.DESC : SortDirection.ASC);

/** Orders `query` by the asked sort, the id breaking ties; `expressionOf` says where each key is read from. */
function orderBy<T extends object>(query: SelectQueryBuilder<T>, args: ResidentsArgs, expressionOf: (key: SortKey) => string, id: string) {
  for (const [index, key] of SORT_KEYS[args.sortBy].entries()) {
    const direction = key.inverted ? opposite(args.sortDirection) : args.sortDirection;
    const nulls = key.nullsLast ? 'NULLS LAST' : undefined;
    if (index === 0) query.orderBy(expressionOf(key), direction, nulls);
    else query.addOrderBy(expressionOf(key), direction, nulls);
  }
  // In the same direction, so an index on the name order can be read backwards too.
  return query.addOrderBy(id, args.sortDirection);
}

/**
 * The registry without a search: every resident of the barangay not erased (or those with one verification status), sorted
 * and paged by the database (idx_user_resident_name_order leads with the barangay).
 */
export async function listResidents(db: DataSource, barangayId: number, args: ResidentsArgs): Promise<Page<User>> {
  const query = db.getRepository(User).createQueryBuilder('user')
    .where('user.barangayId = :barangayId AND user.userType = :type', { barangayId, type: UserType.RESIDENT })
    // An erased account is no resident of the list any more (docs/architecture.md#privacy-erasure).
    .andWhere('user.erasedAt IS NULL');
  if (args.idVerificationStatus) query.andWhere('user.idVerificationStatus = :status', { status: args.idVerificationStatus });
  const total = await query.getCount();
  const { skip, take } = pageWindow(args);
  const items = await orderBy(query, args, (key) => key.expression, 'user.id').offset(skip).limit(take).getMany();
  return { items, total, page: args.page, pageSize: args.pageSize };
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
  const nameOnly = !args.idVerificationStatus && SORT_KEYS[args.sortBy].every((key) => key.nameColumn);
  if (!nameOnly) query.innerJoin(User, 'user', 'user.id = resident_name.user_id');
  query.where('resident_name.barangay_id = :barangayId', { barangayId })
    .andWhere('(resident_name.first_name_lower LIKE :pattern OR resident_name.last_name_lower LIKE :pattern)', { pattern });
  if (args.idVerificationStatus) query.andWhere('user.idVerificationStatus = :status', { status: args.idVerificationStatus });
  return query;
}

/**
 * A search's page and its exact total in one statement (`count(*) OVER ()` counts the matches before the
 * page is cut), then the page's residents by id. A page past the last match has no row to carry the
 * total, which is then counted on its own.
 */
export async function searchResidents(db: DataSource, barangayId: number, args: ResidentsArgs, pattern: string): Promise<Page<User>> {
  const { skip, take } = pageWindow(args);
  const page = orderBy(matchingResidents(db, barangayId, args, pattern), args,
    (key) => (key.nameColumn ? `resident_name.${key.nameColumn}` : key.expression), 'resident_name.user_id')
    .select('resident_name.user_id', 'id')
    .addSelect('count(*) OVER ()', 'total')
    .offset(skip).limit(take);
  const rows = await page.getRawMany<{ id: number; total: string }>();
  if (rows.length === 0) {
    const counted = await matchingResidents(db, barangayId, args, pattern).select('count(*)', 'total').getRawOne<{ total: string }>();
    return { items: [], total: Number(counted?.total ?? 0), page: args.page, pageSize: args.pageSize };
  }
  const residents = await db.getRepository(User).findBy({ id: In(rows.map((row) => row.id)) });
  const byId = new Map(residents.map((user) => [user.id, user]));
  // A resident deleted between the two statements is left out of the page.
  const items = rows.map((row) => byId.get(row.id)).filter((user): user is User => user !== undefined);
  return { items, total: Number(rows[0].total), page: args.page, pageSize: args.pageSize };
}
