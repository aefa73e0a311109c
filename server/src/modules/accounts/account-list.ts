import type { EntityManager, EntityMetadata, ObjectLiteral } from 'typeorm';
import { IdImageRemoval } from './id-image-removal.entity';
import { User } from './user.entity';

/** Accounts read per FETCH of the list's cursor: a batch is the most the list holds in memory at once. */
export const ACCOUNT_LIST_BATCH = 500;

/** An account of the list and its latest ID image removal, read in the same row (null while an image is there, or none was ever deleted). */
export interface ListedAccount {
  readonly user: User;
  readonly removal: IdImageRemoval | null;
}

/** The ids of the barangay's accounts ($1) the list shows, in its order: what the access ledger records of it. */
export const LISTED_ACCOUNT_IDS = 'SELECT u.id FROM "user" u WHERE u.barangay_id = $1 AND u.erased_at IS NULL ORDER BY u.id';

/** An entity's columns a plain read returns (not the password hash), each selected under a prefixed alias of its property. */
function selection(metadata: EntityMetadata, table: string, prefix: string): string {
  return metadata.columns.filter((column) => column.isSelect)
    .map((column) => `${table}."${column.databaseName}" AS "${prefix}${column.propertyName}"`).join(', ');
}

/** Makes an entity from a row's prefixed columns, converted as TypeORM converts them (a date column to YYYY-MM-DD). */
function hydrator<T extends ObjectLiteral>(manager: EntityManager, metadata: EntityMetadata, prefix: string): (row: Record<string, unknown>) => T {
  const { driver } = manager.connection;
  const columns = metadata.columns.filter((column) => column.isSelect).map((column) => [column, `${prefix}${column.propertyName}`] as const);
  return (row) => {
    const entity = metadata.create() as T;
    for (const [column, alias] of columns) column.setEntityValue(entity, driver.prepareHydratedValue(row[alias], column));
    return entity;
  };
}

/**
 * Every account of the barangay not erased, by id, ACCOUNT_LIST_BATCH at a time, through a database cursor in the
 * caller's transaction (`manager`): PostgreSQL holds the rest of the answer while a batch is written, so the portal's
 * memory is that of one batch whatever the barangay's size (250,000 accounts read whole took 4.4 GB). Each account
 * comes with its latest ID image removal from the same row, rather than one lookup per account.
 */
export async function* listedAccounts(manager: EntityManager, barangayId: number): AsyncGenerator<ListedAccount[]> {
  const users = manager.connection.getMetadata(User);
  const removals = manager.connection.getMetadata(IdImageRemoval);
  await manager.query(
    `DECLARE account_list NO SCROLL CURSOR FOR
     SELECT ${selection(users, 'u', 'u_')}, ${selection(removals, 'removal', 'r_')}
       FROM "user" u
       LEFT JOIN LATERAL (
         SELECT * FROM id_image_removal r WHERE r.user_id = u.id AND u.valid_id IS NULL ORDER BY r.removed_at DESC, r.id DESC LIMIT 1
       ) removal ON true
      WHERE u.barangay_id = $1 AND u.erased_at IS NULL
      ORDER BY u.id`,
    [barangayId]);
  const user = hydrator<User>(manager, users, 'u_');
  const removal = hydrator<IdImageRemoval>(manager, removals, 'r_');
  const fetchBatch = (): Promise<Array<Record<string, unknown>>> => manager.query(`FETCH ${ACCOUNT_LIST_BATCH} FROM account_list`);
  // The next batch is asked for before this one is handed on, so the database reads while the batch is written.
  let next: Promise<Array<Record<string, unknown>>> | null = fetchBatch();
  try {
    while (next) {
      const rows: Array<Record<string, unknown>> = await next;
      next = rows.length < ACCOUNT_LIST_BATCH ? null : fetchBatch();
      // Waited for by the next turn, or by nobody when the consumer stops here: its failure is then no one's to report.
      void next?.catch(() => undefined);
      if (rows.length > 0) yield rows.map((row) => ({ user: user(row), removal: row.r_id === null ? null : removal(row) }));
    }
  } finally {
    await manager.query('CLOSE account_list').catch(() => undefined);
  }
}
