import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../../identity/audience';
import { localDate } from '../../../common/local-time';
import type { SpreadsheetExport } from '../../../common/spreadsheet';
import type { RequestContext } from '../../../http/request-context';
import { DataAccessKind, type DataAccessLedger, idsSelectedBy, type IdsStatement, type ShownPeople } from '../../data-access';
import { Household } from '../household.entity';
import { Inhabitant } from '../inhabitant.entity';
import { householdsMatching, inhabitantsMatching, type HouseholdFilters, type InhabitantFilters } from '../registry-filters';
import { registryPolicy } from '../registry.policy';
import { HOUSEHOLD_COLUMNS, INHABITANT_COLUMNS, type HouseholdRow } from './registry-export.columns';

/** Rows read per statement: each batch continues after the last row of the one before (no OFFSET to scan past). */
export const EXPORT_BATCH_ROWS = 2000;

/** Writes a prepared export (the REST layer's sendSpreadsheet, in CSV or XLSX). */
export type SpreadsheetSender = <Row>(sheet: SpreadsheetExport<Row>) => Promise<void>;

/**
 * The registry's lists as spreadsheets (docs/architecture.md#registry-of-inhabitants): inhabitants and households with the filters of their
 * screens (the same filter functions as the lists), in the lists' order, read in batches from one snapshot while
 * the file is written. Staff with MANAGE_REGISTRY; only the request's barangay's rows. Each file is one row of the
 * access ledger naming every inhabitant in it (a household's by its head), selected by the export's own filter in the
 * snapshot the file is read from (docs/architecture.md#privacy-access-ledger).
 */
export class RegistryExportService {
  constructor(private readonly db: DataSource, private readonly ledger: DataAccessLedger) {}

  async inhabitants(ctx: RequestContext, filters: InhabitantFilters, send: SpreadsheetSender): Promise<void> {
    const staff = authorize(ctx, registryPolicy.exportRegistry);
    const barangayId = ctx.barangay.id;
    const inFile = inhabitantsMatching(this.db.getRepository(Inhabitant).createQueryBuilder('inhabitant'), barangayId, filters).select('inhabitant.id');
    await this.ledger.servedRecorded(ctx, staff.id, exported(idsSelectedBy(inFile)), async (manager) => await send({
      fileName: `inhabitants-${localDate(new Date())}`, sheetName: 'Inhabitants', columns: INHABITANT_COLUMNS,
      batches: inhabitantBatches(manager, barangayId, filters),
    }));
  }

  async households(ctx: RequestContext, filters: HouseholdFilters, send: SpreadsheetSender): Promise<void> {
    const staff = authorize(ctx, registryPolicy.exportRegistry);
    const barangayId = ctx.barangay.id;
    const inFile = idsSelectedBy(householdsMatching(this.db.getRepository(Household).createQueryBuilder('household'), barangayId, filters)
      .select('household.id'));
    // The file names each household's living head (the Head column): theirs is the data it shows.
    const heads = { sql: `SELECT head.id FROM inhabitant head WHERE head.household_id IN (${inFile.sql})
      AND head.relationship_to_head = 'head' AND head.status = 'living'`, params: inFile.params };
    await this.ledger.servedRecorded(ctx, staff.id, exported(heads), async (manager) => await send({
      fileName: `households-${localDate(new Date())}`, sheetName: 'Households', columns: HOUSEHOLD_COLUMNS,
      batches: householdBatches(manager, barangayId, filters),
    }));
  }
}

const exported = (ids: IdsStatement): ShownPeople => ({ kind: DataAccessKind.EXPORTED, of: 'inhabitants', ids });

/**
 * What the inhabitants' columns read, and no more: the bookkeeping columns (timestamps, ids of the barangay) would be
 * sent and parsed for every row of a large export for nothing.
 */
const INHABITANT_SELECTION = [
  'inhabitant.id', 'inhabitant.lastName', 'inhabitant.firstName', 'inhabitant.middleName', 'inhabitant.suffix', 'inhabitant.ownAddress',
  'inhabitant.sex', 'inhabitant.birthdate', 'inhabitant.birthPlace', 'inhabitant.civilStatus', 'inhabitant.citizenship', 'inhabitant.occupation',
  'inhabitant.isPwd', 'inhabitant.isSoloParent', 'inhabitant.isIndigenous', 'inhabitant.is4Ps', 'inhabitant.isOutOfSchoolYouth',
  'inhabitant.status', 'inhabitant.statusDate', 'inhabitant.relationshipToHead', 'inhabitant.householdId',
  'household.id', 'household.householdNumber', 'household.address', 'purok.id', 'purok.name',
];

/** The inhabitants in the list's order (family name, first name, id: idx_inhabitant_name_order), with household and purok. */
async function* inhabitantBatches(manager: EntityManager, barangayId: number, filters: InhabitantFilters): AsyncGenerator<Inhabitant[]> {
  let after: { last: string; first: string; id: number } | null = null;
  for (;;) {
    const query = inhabitantsMatching(manager.getRepository(Inhabitant).createQueryBuilder('inhabitant'), barangayId, filters)
      .leftJoin('inhabitant.household', 'household').leftJoin('household.purok', 'purok')
      .select(INHABITANT_SELECTION)
      .addSelect('lower(inhabitant.last_name)', 'key_last').addSelect('lower(inhabitant.first_name)', 'key_first')
      .orderBy('lower(inhabitant.last_name)').addOrderBy('lower(inhabitant.first_name)').addOrderBy('inhabitant.id')
      .limit(EXPORT_BATCH_ROWS);
    if (after) {
      query.andWhere('(lower(inhabitant.last_name), lower(inhabitant.first_name), inhabitant.id) > (:last, :first, :afterId)',
        { last: after.last, first: after.first, afterId: after.id });
    }
    const { entities, raw } = await query.getRawAndEntities<{ key_last: string; key_first: string }>();
    if (entities.length > 0) yield entities;
    if (entities.length < EXPORT_BATCH_ROWS) return;
    const lastRaw = raw[raw.length - 1];
    after = { last: lastRaw.key_last, first: lastRaw.key_first, id: entities[entities.length - 1].id };
  }
}

/** The households in the list's order (number, id), each with its living head and how many members live in it. */
async function* householdBatches(manager: EntityManager, barangayId: number, filters: HouseholdFilters): AsyncGenerator<HouseholdRow[]> {
  let after: { number: string; id: number } | null = null;
  for (;;) {
    const query = householdsMatching(manager.getRepository(Household).createQueryBuilder('household'), barangayId, filters)
      .innerJoinAndSelect('household.purok', 'purok')
      .addSelect('lower(household.household_number)', 'key_number')
      .orderBy('lower(household.household_number)').addOrderBy('household.id')
      .limit(EXPORT_BATCH_ROWS);
    if (after) query.andWhere('(lower(household.household_number), household.id) > (:afterNumber, :afterId)', { afterNumber: after.number, afterId: after.id });
    const { entities, raw } = await query.getRawAndEntities<{ key_number: string }>();
    if (entities.length > 0) yield await withMembers(manager, entities);
    if (entities.length < EXPORT_BATCH_ROWS) return;
    after = { number: raw[raw.length - 1].key_number, id: entities[entities.length - 1].id };
  }
}

/** One statement for a batch's households: each one's living head and count of members living here. */
async function withMembers(manager: EntityManager, households: Household[]): Promise<HouseholdRow[]> {
  const counted: Array<{ household_id: number; head: string | null; members: number }> = await manager.query(`
    SELECT household_id,
           max(concat_ws(' ', first_name, middle_name, last_name, suffix)) FILTER (WHERE relationship_to_head = 'head') AS head,
           count(*)::int AS members
      FROM inhabitant WHERE household_id = ANY ($1::int[]) AND status = 'living'
     GROUP BY household_id`, [households.map((household) => household.id)]);
  const byHousehold = new Map(counted.map((row) => [row.household_id, row]));
  return households.map((household) => ({
    household, head: byHousehold.get(household.id)?.head ?? null, members: byHousehold.get(household.id)?.members ?? 0,
  }));
}
