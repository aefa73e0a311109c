import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import { DomainError } from '../../common/domain-error';
import { localDate } from '../../common/local-time';
import { acrossBarangays } from '../../db/row-security';
import type { RequestContext } from '../../http/request-context';
import { personalDataPolicy } from './personal-data.policy';
import * as sql from './personal-data.queries';
import type { DataRow, DocumentRequestRow, PersonalData, PersonalDataSections, WithheldItem } from './personal-data.types';
import { renderPersonalDataPdf } from './personal-data-pdf';

/** The formats of the download: the JSON file, and the same content as a readable PDF. */
export const PERSONAL_DATA_FORMATS = ['json', 'pdf'] as const;

export interface PersonalDataFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** What a staff or city account is told: the download is a resident's right over what they gave as a resident. */
export const STAFF_REFUSED = 'Only a resident account can download its data here. Staff and city accounts see their own details on their profile.';

const FORMAT_REFUSED = 'The format must be json or pdf.';

/** Kept about every resident and never given, with the reason, printed in the file itself. */
export const WITHHELD: readonly WithheldItem[] = [
  { what: 'Password', why: 'Only a one-way hash of it is stored; the hash would help someone guess the password and tells you nothing.' },
  { what: 'Two-factor secret and recovery codes', why: 'They would let someone sign in as you; whether two-factor sign-in is on, and when each code was made and used, are given.' },
  { what: 'Session tokens', why: 'Only hashes of them are stored, and a token would sign in as you; each sign-in\'s times are listed under sessions.' },
  { what: 'The stored name of your ID image file', why: 'An internal storage key, not about you; whether an image is on file is in the profile.' },
  { what: 'The lower-case copy of your name kept for searching', why: 'It repeats the names in your profile.' },
  { what: 'E-mail addresses of staff who acted on your records', why: 'They are personal data of those staff; their names and offices are given.' },
];

/**
 * "Download my data" (docs/architecture.md#privacy-rights): every row about the signed-in resident, read from one
 * snapshot so the file is consistent, in every barangay (records of a barangay they moved from are theirs too),
 * each statement kept to their own rows. Nothing is logged: the file is personal data.
 */
export class PersonalDataService {
  constructor(private readonly db: DataSource) {}

  /** The resident's data as the download's JSON. */
  async myData(ctx: RequestContext): Promise<PersonalData> {
    const resident = residentOnly(ctx);
    const sections = await this.inOneSnapshot((manager) => sectionsOf(manager, resident.id));
    return {
      format: 'barangay-portal/personal-data', version: 1, generatedAt: new Date().toISOString(), barangay: ctx.barangay.name,
      withheld: [...WITHHELD], ...sections,
    };
  }

  /** The download as a file: the JSON, or the PDF of the same content; `format` as asked (REST's `?format=`). */
  async myDataFile(ctx: RequestContext, asked: unknown): Promise<PersonalDataFile> {
    residentOnly(ctx);
    const format = PERSONAL_DATA_FORMATS.find((known) => known === asked);
    if (format === undefined) throw DomainError.invalid('INVALID_INPUT', { format: [FORMAT_REFUSED] }, FORMAT_REFUSED);
    const data = await this.myData(ctx);
    const name = `my-data-${localDate(new Date(data.generatedAt))}.${format}`;
    if (format === 'pdf') return { fileName: name, contentType: 'application/pdf', bytes: await renderPersonalDataPdf(data) };
    return { fileName: name, contentType: 'application/json; charset=utf-8', bytes: Buffer.from(`${JSON.stringify(data, null, 2)}\n`) };
  }

  /** A read-only REPEATABLE READ transaction that sees every barangay's rows (each statement filters to the resident). */
  private async inOneSnapshot<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return await acrossBarangays(this.db, async (manager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      return await work(manager);
    }, { isolation: 'REPEATABLE READ' });
  }
}

/** The policy's check, with the refusal saying why a staff or city account gets no file. */
function residentOnly(ctx: RequestContext) {
  try {
    return authorize(ctx, personalDataPolicy.downloadOwn);
  } catch (error) {
    if (error instanceof DomainError && error.reason === 'WRONG_ROLE') throw new DomainError(error.kind, error.reason, STAFF_REFUSED);
    throw error;
  }
}

/** Every section, one statement each, one after the other on the transaction's connection. */
async function sectionsOf(manager: EntityManager, residentId: number): Promise<PersonalDataSections> {
  const rows = <Row = DataRow>(statement: string) => sql.rowsOf<Row>(manager, statement, residentId);
  const [profile] = await rows(sql.PROFILE_SQL);
  const [twoFactor] = await rows(sql.TWO_FACTOR_SQL);
  const requests = await rows<DocumentRequestRow>(sql.DOCUMENT_REQUESTS_SQL);
  const history = await rows(sql.STATUS_HISTORY_SQL);
  const certificates = await rows(sql.CERTIFICATES_SQL);
  return {
    profile,
    twoFactor: twoFactor ?? null,
    recoveryCodes: await rows(sql.RECOVERY_CODES_SQL),
    consents: await rows(sql.CONSENTS_SQL),
    documentRequests: requests.map((request) => ({
      ...request,
      statusHistory: history.filter((change) => change.requestId === request.id),
      certificates: certificates.filter((certificate) => certificate.requestId === request.id),
    })),
    notifications: await rows(sql.NOTIFICATIONS_SQL),
    transfers: await rows(sql.TRANSFERS_SQL),
    idVerificationDecisions: await rows(sql.ID_DECISIONS_SQL),
    idImageRemovals: await rows(sql.ID_IMAGE_REMOVALS_SQL),
    dataAccesses: await rows(sql.DATA_ACCESSES_SQL),
    registryRecords: await rows(sql.REGISTRY_RECORDS_SQL),
    sessions: await rows(sql.SESSIONS_SQL),
    auditLog: await rows(sql.AUDIT_ENTRIES_SQL),
    correctionRequests: await rows(sql.CORRECTION_REQUESTS_SQL),
    erasureRequests: await rows(sql.ERASURE_REQUESTS_SQL),
  };
}
