import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RequestContext } from '../../http/request-context';
import type { DataAccessKind, IdViewPurpose } from './data-access.enums';

/** One view to record: what, of whom (an account, an inhabitant of the registry, or both), and for an ID image why. */
export interface DataAccessView {
  readonly kind: DataAccessKind;
  readonly residentId?: number | null;
  readonly inhabitantId?: number | null;
  readonly purpose?: IdViewPurpose | null;
}

/** A SELECT of one integer column, its parameters numbered from $1: the ids of the people a list shows. */
export interface IdsStatement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/**
 * A list, a search or an export (kind LISTED, SEARCHED or EXPORTED) and whom it showed: accounts (resident_ids) or
 * inhabitants of the registry (inhabitant_ids), as the statement that selects their ids.
 */
export interface ShownPeople {
  readonly kind: DataAccessKind;
  readonly of: 'accounts' | 'inhabitants';
  readonly ids: IdsStatement;
}

/**
 * The ids a query selects (its one selected column), as a statement: an export's own filter names whom the file holds.
 * Rows without a person (a null id) are left out, and each person is named once.
 */
export function idsSelectedBy<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): IdsStatement {
  const [sql, params] = query.getQueryAndParameters();
  return { sql: `SELECT DISTINCT shown.id FROM (${sql}) shown (id) WHERE shown.id IS NOT NULL`, params };
}

/** The ids a page already read, as a statement: one array parameter however long the page. */
export function idsOf(ids: readonly number[]): IdsStatement {
  return { sql: 'SELECT unnest($1::int[])', params: [ids] };
}

/** The column a listing's ids go in, by whom it shows; never text from a request. */
const SHOWN_COLUMN = { accounts: 'resident_ids', inhabitants: 'inhabitant_ids' } as const;

/** The request's staff member as a ledger row names them: their name, e-mail and office as they are now. */
const VIEWER_COLUMNS = `viewer.id, concat_ws(' ', viewer.first_name, nullif(viewer.middle_name, ''), viewer.last_name), viewer.email,
              coalesce(office.name, '')`;

/**
 * Records staff views of residents' data in the access ledger (docs/architecture.md#privacy-access-ledger). The services
 * that serve a view call it once they have authorised the caller and found the record, so a refused view records
 * nothing, and both APIs record through the same call. One INSERT … SELECT per view served (several rows for a
 * household's record), which copies the staff member's name, e-mail and office as they are now, so the row reads the
 * same after they change or leave. A view it cannot record is not served: the caller's request fails.
 */
export class DataAccessLedger {
  constructor(private readonly db: DataSource) {}

  /** Records `views` by the signed-in `viewerId` within the request's barangay; a resident's view of their own account is none. */
  async record(ctx: RequestContext, viewerId: number, views: readonly DataAccessView[]): Promise<void> {
    const recorded = views.filter((view) => view.residentId !== viewerId);
    if (recorded.length === 0) return;
    const rows = await this.db.query<Array<{ id: string }>>(
      `INSERT INTO data_access (barangay_id, viewer_id, viewer_name, viewer_email, viewer_office, resident_id, inhabitant_id, kind, purpose)
       SELECT $1, ${VIEWER_COLUMNS}, seen.resident_id, seen.inhabitant_id, seen.kind, seen.purpose
         FROM "user" viewer
         LEFT JOIN staff_role office ON office.id = viewer.staff_role_id
        CROSS JOIN unnest($3::int[], $4::int[], $5::data_access_kind[], $6::id_view_purpose[]) AS seen (resident_id, inhabitant_id, kind, purpose)
        WHERE viewer.id = $2
       RETURNING id`,
      [
        ctx.barangay.id, viewerId,
        recorded.map((view) => view.residentId ?? null), recorded.map((view) => view.inhabitantId ?? null),
        recorded.map((view) => view.kind), recorded.map((view) => view.purpose ?? null),
      ],
    );
    // The signed-in account is always found; were it not, the view goes unserved rather than unrecorded.
    if (rows.length !== recorded.length) throw new Error('the access ledger did not record the view');
  }

  /**
   * Records a list, a search or an export as one row naming everyone it showed, by one INSERT … SELECT whatever their
   * number: the ids are selected by `shown.ids` (for an export, the export's own filter), never sent one parameter each.
   * The viewer's own account is not among the accounts recorded (no view of someone else's data); a list that showed
   * no one else records nothing. Written by `on` (a transaction's manager) when given.
   */
  async recordShown(ctx: RequestContext, viewerId: number, shown: ShownPeople, on: EntityManager | DataSource = this.db): Promise<void> {
    const params = [...shown.ids.params];
    const next = (value: unknown): string => `$${params.push(value)}`;
    const [barangay, viewer, kind] = [next(ctx.barangay.id), next(viewerId), next(shown.kind)];
    // The viewer's own account is left out of a list of accounts; an inhabitant's id is of another kind, kept whatever it is.
    const ids = shown.of === 'accounts' ? `array_remove(ARRAY(${shown.ids.sql}), ${viewer}::int)` : `ARRAY(${shown.ids.sql})`;
    await on.query(
      `INSERT INTO data_access (barangay_id, viewer_id, viewer_name, viewer_email, viewer_office, ${SHOWN_COLUMN[shown.of]}, kind)
       SELECT ${barangay}, ${VIEWER_COLUMNS}, shown.ids, ${kind}::data_access_kind
         FROM "user" viewer
         LEFT JOIN staff_role office ON office.id = viewer.staff_role_id
        CROSS JOIN (SELECT ${ids} AS ids) shown
        WHERE viewer.id = ${viewer} AND cardinality(shown.ids) > 0`,
      params,
    );
  }

  /**
   * `serve` reading one snapshot (a REPEATABLE READ transaction) whose first statement recorded whom it shows
   * (`recordShown`), so the ledger names exactly the people the answer is read from, whatever changes meanwhile. The
   * row is kept even when serving fails part way (a client gone mid-download has seen part of it): the failure is
   * thrown once the transaction has committed. A row that cannot be written serves nothing.
   */
  async servedRecorded<T>(
    ctx: RequestContext, viewerId: number, shown: ShownPeople | readonly ShownPeople[], serve: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const outcome = await this.db.transaction('REPEATABLE READ', async (manager) => {
      // A file of accounts and inhabitants both (document requests, online and at the counter) is a row of each.
      for (const people of Array.isArray(shown) ? shown : [shown]) await this.recordShown(ctx, viewerId, people, manager);
      try {
        return { served: await serve(manager) };
      } catch (failure) {
        return { failure };
      }
    });
    if ('failure' in outcome) throw outcome.failure;
    return outcome.served;
  }
}
