import {
  barangayToday, FIRST_SUMMARY_YEAR, POPULATION_SUMMARY_MESSAGES, type Quarter, type QuarterOfYear, QUARTERS, summaryDateOf,
} from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { authorize } from '../../../identity/audience';
import type { AuthUser } from '../../../identity/auth-user';
import { DomainError, type FieldErrors } from '../../../common/domain-error';
import { localDate } from '../../../common/local-time';
import { SPREADSHEET_CONTENT_TYPES } from '../../../common/spreadsheet';
import type { RequestContext } from '../../../http/request-context';
import { ContactDetails } from '../../contact';
import { DataAccessKind, type DataAccessLedger } from '../../data-access';
import { User } from '../../accounts';
import { registryPolicy } from '../registry.policy';
import type { RegistryService } from '../registry.service';
import { householdRecordOf } from './household-record';
import { householdRecordCsv } from './household-record-csv';
import { renderHouseholdRecordPdf } from './household-record-pdf';
import { countPopulation } from './population-count';
import type { PopulationSummary } from './population-summary';
import { populationSummaryCsv } from './population-summary-csv';
import { renderPopulationSummaryPdf } from './population-summary-pdf';
import type { ReportHeading } from './report-heading';

/** The forms a registry report comes in. */
export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A report ready to download. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = { pdf: 'application/pdf', csv: SPREADSHEET_CONTENT_TYPES.csv };

/** A year and quarter as asked for, not yet checked (a REST query's text read as numbers). */
export interface SummaryPeriodAsked {
  year: number;
  quarter: number;
}

/**
 * The registry's reports (docs/architecture.md#registry-of-inhabitants): a household's record in the manner of RBI Form B, and the quarterly
 * population summary, each as PDF or CSV, for staff with MANAGE_REGISTRY, of the request's barangay only (another
 * barangay's household is "not found"). The figures are the database's aggregates (population-count.ts).
 */
export class RegistryReportsService {
  constructor(
    private readonly db: DataSource,
    private readonly registry: RegistryService,
    private readonly settings: { cityName: string },
    /** Records each member's record as viewed when the household's is made (docs/architecture.md#privacy-access-ledger). */
    private readonly ledger: DataAccessLedger,
    /** Where the population counts are read: DATABASE_READ_URL's pool, or `db` (docs/architecture.md#replicas-read-database). */
    private readonly reads: DataSource,
  ) {}

  /**
   * One household of the barangay with its members, every status, the head first. Each member's details are on it: one
   * view of each member's record in the access ledger (one statement for them all), written once the file is made.
   */
  async householdRecord(ctx: RequestContext, householdId: number, format: ReportFormat): Promise<ReportFile> {
    const staff = authorize(ctx, registryPolicy.view);
    // The registry's own reads: the barangay's household or "not found", its members in the registry's order.
    const household = await this.registry.household(ctx, householdId);
    const members = await this.registry.members(ctx, household);
    const record = householdRecordOf(await this.heading(ctx, staff), household, members);
    const name = `household-record-${fileNamePart(household.householdNumber)}`;
    const file = fileOf(name, format, format === 'pdf' ? await renderHouseholdRecordPdf(record) : Buffer.from(householdRecordCsv(record)));
    await this.ledger.record(ctx, staff.id, members.map((member) => ({ kind: DataAccessKind.HOUSEHOLD_RECORD, inhabitantId: member.id })));
    return file;
  }

  /** The barangay's population on the quarter's last day (today while it runs), by sex, age group, purok and sector. */
  async populationSummary(ctx: RequestContext, asked: SummaryPeriodAsked, format: ReportFormat): Promise<ReportFile> {
    const staff = authorize(ctx, registryPolicy.view);
    const { period, asOf } = checkedPeriod(asked, barangayToday());
    const [count, heading] = await Promise.all([countPopulation(this.reads, ctx.barangay.id, asOf), this.heading(ctx, staff)]);
    const summary: PopulationSummary = { heading, period, count };
    const name = `population-summary-${period.year}-Q${period.quarter}`;
    return fileOf(name, format, format === 'pdf' ? await renderPopulationSummaryPdf(summary) : Buffer.from(populationSummaryCsv(summary)));
  }

  private async heading(ctx: RequestContext, staff: AuthUser): Promise<ReportHeading> {
    const [preparer, contact] = await Promise.all([
      this.db.getRepository(User).findOneBy({ id: staff.id }),
      this.db.getRepository(ContactDetails).findOneBy({ barangayId: ctx.barangay.id }),
    ]);
    return {
      cityName: this.settings.cityName,
      barangayName: ctx.barangay.name,
      barangayAddress: contact?.address || null,
      preparedBy: preparer?.fullName || staff.email,
      preparedAt: new Date(),
    };
  }
}

/**
 * A year from FIRST_SUMMARY_YEAR to this year and a quarter 1 to 4 that has begun, with the day it counts as of;
 * else the refusal naming each field.
 */
export function checkedPeriod({ year, quarter }: SummaryPeriodAsked, today: string): { period: QuarterOfYear; asOf: string } {
  const fields: FieldErrors = {};
  if (!Number.isInteger(year) || year < FIRST_SUMMARY_YEAR || year > Number(today.slice(0, 4))) fields.year = [POPULATION_SUMMARY_MESSAGES.yearInvalid];
  if (!QUARTERS.includes(quarter as Quarter)) fields.quarter = [POPULATION_SUMMARY_MESSAGES.quarterInvalid];
  if (Object.keys(fields).length > 0) throw DomainError.invalid('INVALID_INPUT', fields);
  const period = { year, quarter: quarter as Quarter };
  const asOf = summaryDateOf(period, today);
  if (asOf === null) throw DomainError.invalid('INVALID_INPUT', { quarter: [POPULATION_SUMMARY_MESSAGES.quarterNotBegun] });
  return { period, asOf };
}

/** A household number as part of a file name: letters, digits and dashes only. */
function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'household';
}

function fileOf(name: string, format: ReportFormat, bytes: Buffer): ReportFile {
  // The date prepared in the name: a secretary's downloads of several days sort and do not overwrite each other.
  return { fileName: `${name}-${localDate(new Date())}.${format}`, contentType: CONTENT_TYPES[format], bytes };
}
