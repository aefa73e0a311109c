import { BARANGAY_TIME_ZONE, DATA_ACCESS_MESSAGES, isCalendarDate } from '@barangay-portal/domain';
import { INVALID_DATE_MESSAGE } from '../../common/validators';
import { containsPattern } from '../../db/like-pattern';
import { SqlConditions } from '../../db/list-query';
import { DataAccessErrors } from './data-access.errors';
import type { DataAccessFilters } from './data-access.inputs';

// The ledger's filters, one place for its two readers: the staff's search (a page on screen) and the export of a
// window (a CSV), so the file holds the rows the screen shows for the same filters.

/** A statement's conditions on `entry` (data_access) and their parameters, numbered from $1. */
export type LedgerConditions = Pick<SqlConditions, 'where' | 'params'>;

/**
 * The window's days checked: each a calendar date, the last not before the first; `required` (the export) wants both.
 * Dates only: a breach report names days, and each row carries its exact time.
 */
export function checkedWindow(filters: DataAccessFilters, { required }: { required: boolean }): void {
  const fields: Record<string, string[]> = {};
  for (const edge of ['from', 'to'] as const) {
    const day = filters[edge];
    if (day == null || day === '') {
      if (required) fields[edge] = [DATA_ACCESS_MESSAGES.windowRequired];
    } else if (!isCalendarDate(day)) {
      fields[edge] = [INVALID_DATE_MESSAGE];
    }
  }
  if (Object.keys(fields).length === 0 && filters.from && filters.to && filters.to < filters.from) {
    fields.to = [DATA_ACCESS_MESSAGES.windowReversed];
  }
  if (Object.keys(fields).length > 0) throw DataAccessErrors.window(fields);
}

/**
 * The rows of the barangay the filters keep. The window's days are the barangay's (Philippine time): from the first
 * day's start to the end of the last, along idx_data_access_barangay_time. A subject is found by part of a name along
 * the names' own trigram indexes (the registry's search_names, the accounts' resident_name); a staff member by part of
 * the name or e-mail copied on the row, read within the barangay's window.
 */
export function ledgerConditions(barangayId: number, filters: DataAccessFilters): LedgerConditions {
  const conditions = new SqlConditions();
  const parameter = (value: unknown): string => conditions.param(value);
  conditions.and(`entry.barangay_id = ${parameter(barangayId)}`);
  if (filters.from) conditions.and(`entry.viewed_at >= (${parameter(filters.from)}::date::timestamp AT TIME ZONE ${parameter(BARANGAY_TIME_ZONE)})`);
  if (filters.to) conditions.and(`entry.viewed_at < ((${parameter(filters.to)}::date + 1)::timestamp AT TIME ZONE ${parameter(BARANGAY_TIME_ZONE)})`);
  if (filters.kind) conditions.and(`entry.kind = ${parameter(filters.kind)}`);
  const staff = containsPattern(filters.staff);
  if (staff) {
    const pattern = parameter(staff);
    conditions.and(`(lower(entry.viewer_name) LIKE ${pattern} OR lower(entry.viewer_email) LIKE ${pattern})`);
  }
  const subject = containsPattern(filters.subject);
  if (subject) {
    const pattern = parameter(subject);
    const inhabitants = `SELECT i.id FROM inhabitant i WHERE i.search_names LIKE search_text(${pattern})`;
    const residents = `SELECT n.user_id FROM resident_name n WHERE n.first_name_lower LIKE ${pattern} OR n.last_name_lower LIKE ${pattern}`;
    // A list, search or export names everyone it showed: it matches when any of them does (along the GIN indexes).
    conditions.and(`(entry.inhabitant_id IN (${inhabitants}) OR entry.resident_id IN (${residents})
      OR entry.inhabitant_ids && ARRAY(${inhabitants}) OR entry.resident_ids && ARRAY(${residents}))`);
  }
  return conditions;
}

/**
 * The columns both readers show: the row, and whose data it is by name as it is now (the inhabitant's first); for a
 * list, search or export, how many people it showed ("12 accounts", "250 inhabitants"); the ids stay in the row.
 */
export const ENTRY_COLUMNS = `entry.id, entry.viewed_at, entry.viewer_id, entry.viewer_name, entry.viewer_email, entry.viewer_office,
  entry.resident_id, entry.inhabitant_id, entry.kind, entry.purpose,
  coalesce(
    (SELECT concat_ws(' ', i.first_name, nullif(i.middle_name, ''), i.last_name, nullif(i.suffix, '')) FROM inhabitant i WHERE i.id = entry.inhabitant_id),
    (SELECT concat_ws(' ', u.first_name, nullif(u.middle_name, ''), u.last_name) FROM "user" u WHERE u.id = entry.resident_id),
    CASE WHEN entry.resident_ids IS NOT NULL
           THEN cardinality(entry.resident_ids) || CASE cardinality(entry.resident_ids) WHEN 1 THEN ' account' ELSE ' accounts' END
         WHEN entry.inhabitant_ids IS NOT NULL
           THEN cardinality(entry.inhabitant_ids) || CASE cardinality(entry.inhabitant_ids) WHEN 1 THEN ' inhabitant' ELSE ' inhabitants' END
    END,
    '') AS subject_name`;
