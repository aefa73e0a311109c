import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import { localDate } from '../../common/local-time';
import { type Page, type PageArgs, SortDirection } from '../../common/pagination';
import type { SpreadsheetExport } from '../../common/spreadsheet';
import { fixedOrder, listPage, mappedPage, SqlConditions, sqlList } from '../../db/list-query';
import { inOneSnapshot } from '../../db/read-snapshot';
import { acrossBarangays } from '../../db/row-security';
import type { RequestContext } from '../../http/request-context';
import { LEDGER_COLUMNS } from './data-access.columns';
import type { DataAccessFilters, DataAccessLedgerArgs } from './data-access.inputs';
import { dataAccessPolicy } from './data-access.policy';
import type { DataAccessEntry, MyDataAccess } from './data-access.types';
import { checkedWindow, ENTRY_COLUMNS, ledgerConditions } from './ledger-filters';

/** Rows read per statement of an export: each batch continues after the last row of the one before. */
export const EXPORT_BATCH_ROWS = 2000;

/** Writes a prepared export (the REST layer's sendSpreadsheet). */
export type SpreadsheetSender = <Row>(sheet: SpreadsheetExport<Row>) => Promise<void>;

/** A ledger row as PostgreSQL answers it. */
interface EntryRow {
  id: string;
  viewed_at: Date;
  viewer_id: number | null;
  viewer_name: string;
  viewer_email: string;
  viewer_office: string;
  resident_id: number | null;
  inhabitant_id: number | null;
  kind: DataAccessEntry['kind'];
  purpose: DataAccessEntry['purpose'];
  subject_name: string;
}

/**
 * Reading the access ledger (docs/architecture.md#privacy-access-ledger): a resident's own rows ("Who viewed my data"),
 * and for staff who read the audit log the barangay's ledger, searched a page at a time or exported as a window. The
 * rows are written by DataAccessLedger, where the views are served.
 */
export class DataAccessService {
  constructor(private readonly db: DataSource) {}

  /**
   * The views of the signed-in resident's data, newest first: of their account, and of the inhabitant their account is
   * linked to. Read in every barangay, kept to their own rows, so the views of a barangay they moved from stay theirs.
   */
  async myAccesses(ctx: RequestContext, args: PageArgs): Promise<Page<MyDataAccess>> {
    const resident = authorize(ctx, dataAccessPolicy.viewOwnAccesses);
    const conditions = new SqlConditions();
    conditions.and(theirEntries(conditions.param(resident.id)));
    return await acrossBarangays(this.db, async (manager) => await mappedPage(listPage(sqlList<EntryRow>(manager, {
      select: 'SELECT entry.id, entry.viewed_at, entry.viewer_name, entry.viewer_office, entry.kind, entry.purpose FROM data_access entry',
      from: 'data_access entry',
      conditions,
    }), NEWEST_FIRST, args), myAccessOf));
  }

  /** The barangay's ledger, newest first, with the filters given. */
  async ledger(ctx: RequestContext, args: DataAccessLedgerArgs): Promise<Page<DataAccessEntry>> {
    authorize(ctx, dataAccessPolicy.readLedger);
    checkedWindow(args, { required: false });
    const entries = sqlList<EntryRow>(this.db, {
      select: `SELECT ${ENTRY_COLUMNS} FROM data_access entry`, from: 'data_access entry', conditions: ledgerConditions(ctx.barangay.id, args),
    });
    return await mappedPage(listPage(entries, NEWEST_FIRST, args), entryOf);
  }

  /**
   * A window of the ledger as a spreadsheet (a breach report's annex), oldest first, with the same filters as the
   * search; both days of the window are required. Read in batches from one snapshot while the file is written.
   */
  async exportWindow(ctx: RequestContext, filters: DataAccessFilters, send: SpreadsheetSender): Promise<void> {
    authorize(ctx, dataAccessPolicy.readLedger);
    checkedWindow(filters, { required: true });
    const conditions = ledgerConditions(ctx.barangay.id, filters);
    await inOneSnapshot(this.db, async (manager) => await send({
      fileName: `data-access-${filters.from}-to-${filters.to}-${localDate(new Date())}`,
      sheetName: 'Data access',
      columns: LEDGER_COLUMNS,
      batches: entryBatches(manager, conditions),
    }));
  }
}

/** Both pages of the ledger: the latest view first. */
const NEWEST_FIRST = fixedOrder([{ by: 'entry.viewed_at', direction: SortDirection.DESC }], { by: 'entry.id', direction: SortDirection.DESC });

/**
 * The ledger's rows about the resident whose id is `resident` (a parameter): of their account and of the inhabitant it
 * is linked to, one by one or among the people a list, search or export showed (along the GIN indexes on resident_ids
 * and inhabitant_ids). The inhabitant's from the link on, or all once staff confirmed it (linked_records_from,
 * migration ResidentLinkConfirmation1767500000000).
 */
function theirEntries(resident: string): string {
  return `(entry.resident_id = ${resident} OR entry.resident_ids @> ARRAY[${resident}::int]
  OR ((entry.inhabitant_id IN (SELECT i.id FROM inhabitant i WHERE i.user_id = ${resident})
       OR entry.inhabitant_ids && ARRAY(SELECT i.id FROM inhabitant i WHERE i.user_id = ${resident}))
      AND entry.viewed_at >= linked_records_from(${resident})))`;
}

/** The rows the conditions keep, oldest first, EXPORT_BATCH_ROWS at a time, each batch after the last row of the one before. */
async function* entryBatches(manager: EntityManager, { where, params }: { where: string; params: unknown[] }): AsyncGenerator<DataAccessEntry[]> {
  // The last row's time as PostgreSQL wrote it: a JavaScript Date would drop its microseconds and read the row again.
  let after: { time: string; id: string } | null = null;
  for (;;) {
    const next = after === null ? '' : ` AND (entry.viewed_at, entry.id) > ($${params.length + 1}::timestamptz, $${params.length + 2}::bigint)`;
    const rows: Array<EntryRow & { key_time: string }> = await manager.query(
      `SELECT ${ENTRY_COLUMNS}, entry.viewed_at::text AS key_time FROM data_access entry WHERE ${where}${next}
        ORDER BY entry.viewed_at, entry.id LIMIT ${EXPORT_BATCH_ROWS}`,
      after === null ? params : [...params, after.time, after.id]);
    if (rows.length > 0) yield rows.map(entryOf);
    if (rows.length < EXPORT_BATCH_ROWS) return;
    const last = rows[rows.length - 1];
    after = { time: last.key_time, id: last.id };
  }
}

function myAccessOf(row: EntryRow): MyDataAccess {
  return {
    id: row.id, viewedAt: row.viewed_at, viewerName: row.viewer_name, viewerOffice: row.viewer_office, kind: row.kind, purpose: row.purpose,
  };
}

function entryOf(row: EntryRow): DataAccessEntry {
  return {
    id: row.id, viewedAt: row.viewed_at, viewerName: row.viewer_name, viewerOffice: row.viewer_office, kind: row.kind, purpose: row.purpose,
    viewerId: row.viewer_id, viewerEmail: row.viewer_email, residentId: row.resident_id, inhabitantId: row.inhabitant_id, subjectName: row.subject_name,
  };
}
