import { BARANGAY_TIME_ZONE, REQUEST_STATUS_LABELS } from '@barangay-portal/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import { localDate } from '../../common/local-time';
import type { SpreadsheetColumn, SpreadsheetExport } from '../../common/spreadsheet';
import type { RequestContext } from '../../http/request-context';
import { DataAccessKind, type DataAccessLedger, idsSelectedBy, type IdsStatement, type ShownPeople } from '../data-access';
import { documentRequestsMatching, type DocumentRequestFilters } from './document-request-list-filter';
import { DocumentRequest } from './document-request.entity';
import { documentRequestFields } from './document-request.fields';
import { documentRequestPolicy } from './document-request.policy';

/** Rows read per statement: each batch continues after the last row of the one before. */
const EXPORT_BATCH_ROWS = 2000;

/** "2026-11-24 15:04": the barangay's clock, sortable as text. */
const DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: BARANGAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const onBarangayClock = (instant: Date): string => DATE_TIME.format(instant).replace(',', '');

/** A request's answers to its type's fields, "Purpose: Employment; Years of residence: 5". */
const answersOf = (request: DocumentRequest): string =>
  Object.entries(documentRequestFields.fieldData(request)).map(([field, value]) => `${field}: ${value}`).join('; ');

/** The export's columns; the requestor's name is the one both APIs show (documentRequestFields: the inhabitant's at the counter). */
const COLUMNS: readonly SpreadsheetColumn<DocumentRequest>[] = [
  { header: 'Reference', value: (request) => request.referenceNumber, width: 20 },
  { header: 'Document Type', value: (request) => documentRequestFields.documentTypeName(request), width: 24 },
  { header: 'Requestor', value: (request) => documentRequestFields.requestor(request), width: 28 },
  { header: 'Made', value: (request) => (request.inhabitantId !== null ? 'At the counter' : 'Online'), width: 16 },
  { header: 'Status', value: (request) => REQUEST_STATUS_LABELS[request.status], width: 14 },
  { header: 'Requested At', value: (request) => onBarangayClock(request.createdAt), width: 18 },
  { header: 'Details', value: answersOf, width: 40 },
];

/** Writes a prepared export (the REST layer's sendSpreadsheet, in CSV or XLSX). */
export type RequestsSender = (sheet: SpreadsheetExport<DocumentRequest>) => Promise<void>;

/**
 * The staff's document requests list as a spreadsheet: the search and status of the screen (the
 * list's own filter), newest first, read in batches from one snapshot while the file is written. Staff who see
 * every request (REVIEW_DOCUMENT_REQUESTS); only the request's barangay's requests.
 */
export class DocumentRequestExportService {
  constructor(private readonly db: DataSource, private readonly ledger: DataAccessLedger) {}

  async export(ctx: RequestContext, filters: DocumentRequestFilters, send: RequestsSender): Promise<void> {
    const staff = authorize(ctx, documentRequestPolicy.seeEveryRequest);
    const barangayId = ctx.barangay.id;
    await this.ledger.servedRecorded(ctx, staff.id, this.requestorsIn(barangayId, filters), async (manager) => await send({
      fileName: `document-requests-${localDate(new Date())}`, sheetName: 'Document requests', columns: COLUMNS,
      batches: requestBatches(manager, barangayId, filters),
    }));
  }

  /**
   * Whom the file names (its Requestor column): the online requesters' accounts and the counter requests' inhabitants,
   * each selected by the export's own filter, so the access ledger names them in one statement whatever their number.
   */
  private requestorsIn(barangayId: number, filters: DocumentRequestFilters): ShownPeople[] {
    const requestors = (column: 'requester_id' | 'inhabitant_id'): IdsStatement => idsSelectedBy(
      documentRequestsMatching(this.db.getRepository(DocumentRequest).createQueryBuilder('request'), barangayId, filters).select(`request.${column}`));
    return [
      { kind: DataAccessKind.EXPORTED, of: 'accounts', ids: requestors('requester_id') },
      { kind: DataAccessKind.EXPORTED, of: 'inhabitants', ids: requestors('inhabitant_id') },
    ];
  }
}

/** Newest first, as the list opens (requested at, then id, both descending). */
async function* requestBatches(manager: EntityManager, barangayId: number, filters: DocumentRequestFilters): AsyncGenerator<DocumentRequest[]> {
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const query = documentRequestsMatching(manager.getRepository(DocumentRequest).createQueryBuilder('request'), barangayId, filters)
      .orderBy('request.createdAt', 'DESC').addOrderBy('request.id', 'DESC')
      .limit(EXPORT_BATCH_ROWS);
    if (after) query.andWhere('(request.createdAt, request.id) < (:afterAt, :afterId)', { afterAt: after.at, afterId: after.id });
    const requests = await query.getMany();
    if (requests.length > 0) yield requests;
    if (requests.length < EXPORT_BATCH_ROWS) return;
    const last = requests[requests.length - 1];
    after = { at: last.createdAt, id: last.id };
  }
}
