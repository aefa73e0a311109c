import { barangayToday, OPEN_STATUSES } from '@barangay-portal/domain';
import type { EntityManager } from 'typeorm';
import type { SpreadsheetColumn, SpreadsheetExport } from '../../common/spreadsheet';
import { fixedOrder, listAll, SqlConditions, sqlList } from '../../db/list-query';
import type { BarangayRollup, CityRollup, RollupFigures } from './city.types';

/** How many days back processing-time compliance looks. */
export const COMPLIANCE_WINDOW_DAYS = 30;

// One statement over every barangay (docs/architecture.md#city-level): residents and waiting IDs from the resident
// counters; open and overdue requests along the partial index of open requests; compliance from the requests first
// made ready for pickup within the window ($3), along the index on `ready_at` (migration RequestReadyAt1765700000000).
// Overdue and on time follow the working-day rule of document-requests/processing-time.ts (working_days_between,
// migration CityLevel1765500000000); $1 is today in the barangays' time zone, $2 the open statuses, $4 one barangay
// to read alone (empty: every barangay).
const ROLLUP = `
  WITH counted AS (
    SELECT barangay_id,
           sum(residents) FILTER (WHERE stat = 'total')::int      AS residents,
           sum(residents) FILTER (WHERE stat = 'id:pending')::int AS ids_waiting
      FROM resident_stat_count WHERE stat IN ('total', 'id:pending') AND ($4::int IS NULL OR barangay_id = $4) GROUP BY barangay_id
  ), open AS (
    SELECT r.barangay_id, count(*)::int AS open_requests,
           count(*) FILTER (WHERE working_days_between(manila_date(r.created_at), $1::date) > t.target_processing_days)::int AS overdue
      FROM document_request r JOIN document_type t ON t.id = r.document_type_id
     WHERE r.status = ANY ($2::document_request_status[]) AND ($4::int IS NULL OR r.barangay_id = $4) GROUP BY r.barangay_id
  ), ready AS (
    SELECT r.barangay_id, count(*)::int AS ready,
           count(*) FILTER (WHERE working_days_between(manila_date(r.created_at), manila_date(r.ready_at)) <= t.target_processing_days)::int AS on_time
      FROM document_request r
      JOIN document_type t ON t.id = r.document_type_id AND t.target_processing_days IS NOT NULL
     WHERE r.ready_at >= $3 AND ($4::int IS NULL OR r.barangay_id = $4)
     GROUP BY r.barangay_id
  )
  SELECT b.id, b.psgc_code, b.name,
         coalesce((SELECT array_agg(h.host ORDER BY h.host) FROM barangay_host h WHERE h.barangay_id = b.id), '{}') AS host_names,
         coalesce(counted.residents, 0) AS residents, coalesce(counted.ids_waiting, 0) AS ids_waiting,
         coalesce(open.open_requests, 0) AS open_requests, coalesce(open.overdue, 0) AS overdue,
         coalesce(ready.ready, 0) AS ready, coalesce(ready.on_time, 0) AS on_time
    FROM barangay b
    LEFT JOIN counted ON counted.barangay_id = b.id
    LEFT JOIN open ON open.barangay_id = b.id
    LEFT JOIN ready ON ready.barangay_id = b.id`;

/** The barangays by name, in any letter case. */
const BARANGAY_ORDER = fixedOrder([{ by: 'lower(b.name)' }], { by: 'b.id' });

interface RollupRow {
  id: number;
  psgc_code: string | null;
  name: string;
  host_names: string[];
  residents: number;
  ids_waiting: number;
  open_requests: number;
  overdue: number;
  ready: number;
  on_time: number;
}

/** The figures as a plain record (GraphQL serves it as RollupFigures). */
type Figures = Pick<RollupFigures, keyof RollupFigures>;

function figures(residents: number, open: number, overdue: number, ready: number, onTime: number, idsWaiting: number): Figures {
  return {
    residents, openRequests: open, overdueRequests: overdue, readyRequests: ready, readyOnTime: onTime,
    processingCompliance: ready === 0 ? null : onTime / ready, idVerificationsWaiting: idsWaiting,
  };
}

/** The roll-up, read by `manager` (a transaction that sees every barangay); `barangayId`: that barangay's row alone. */
export async function readRollup(manager: EntityManager, { barangayId = null, now = new Date() }: { barangayId?: number | null; now?: Date } = {}): Promise<CityRollup> {
  const since = new Date(now.getTime() - COMPLIANCE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  // Row-level security's condition hides from the planner how many rows each scan keeps (it guesses a handful), so it
  // picked nested loops that ran the open-requests index once per document type: ~1.1 s at 188 barangays, ~0.14 s
  // without them (docs/architecture.md#city-level). This statement aggregates whole tables: no nested loop is right.
  await manager.query('SET LOCAL enable_nestloop = off');
  const conditions = new SqlConditions();
  // $1 to $3 as the statement's common table expressions read them; $4 is read there too.
  [barangayToday(undefined, now), OPEN_STATUSES, since].forEach((value) => conditions.param(value));
  const one = conditions.param(barangayId);
  conditions.and(`(${one}::int IS NULL OR b.id = ${one})`);
  const rows = await listAll(sqlList<RollupRow>(manager, { select: ROLLUP, from: 'barangay b', conditions }), BARANGAY_ORDER);
  const barangays: BarangayRollup[] = rows.map((row) => ({
    barangayId: row.id, psgcCode: row.psgc_code, name: row.name, hostNames: row.host_names,
    ...figures(row.residents, row.open_requests, row.overdue, row.ready, row.on_time, row.ids_waiting),
  }));
  const sum = (pick: (row: RollupFigures) => number) => barangays.reduce((total, row) => total + pick(row), 0);
  const city = figures(
    sum((row) => row.residents), sum((row) => row.openRequests), sum((row) => row.overdueRequests),
    sum((row) => row.readyRequests), sum((row) => row.readyOnTime), sum((row) => row.idVerificationsWaiting),
  );
  return { barangays, city, complianceWindowDays: COMPLIANCE_WINDOW_DAYS, asOf: now };
}

const percent = (share: number | null): string => (share === null ? '' : (share * 100).toFixed(1));

/** A line of the roll-up's spreadsheet: a barangay's figures, or the city's sums. */
export interface RollupLine {
  readonly psgcCode: string;
  readonly name: string;
  readonly figures: RollupFigures;
}

const ROLLUP_COLUMNS: readonly SpreadsheetColumn<RollupLine>[] = [
  { header: 'PSGC code', value: (line) => line.psgcCode },
  { header: 'Barangay', value: (line) => line.name },
  { header: 'Residents', value: (line) => line.figures.residents },
  { header: 'Open requests', value: (line) => line.figures.openRequests },
  { header: 'Overdue requests', value: (line) => line.figures.overdueRequests },
  { header: 'Ready requests', value: (line) => line.figures.readyRequests },
  { header: 'Ready on time', value: (line) => line.figures.readyOnTime },
  { header: 'Processing-time compliance (%)', value: (line) => percent(line.figures.processingCompliance) },
  { header: 'ID verifications waiting', value: (line) => line.figures.idVerificationsWaiting },
];

/**
 * The roll-up as a spreadsheet (a header row, one row per barangay, then the city's sums), for the portal's one
 * writer: a barangay's name is text someone typed, and goes out formula-safe like every other cell.
 */
export function rollupSpreadsheet(rollup: CityRollup): SpreadsheetExport<RollupLine> {
  const lines: RollupLine[] = [
    ...rollup.barangays.map((row) => ({ psgcCode: row.psgcCode ?? '', name: row.name, figures: row })),
    { psgcCode: '', name: 'City total', figures: rollup.city },
  ];
  return {
    fileName: `barangay-rollup-${rollup.asOf.toISOString().slice(0, 10)}`,
    sheetName: 'Roll-up',
    columns: ROLLUP_COLUMNS,
    batches: (async function* () { yield lines; })(),
  };
}
