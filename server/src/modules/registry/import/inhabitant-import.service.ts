import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { authorize } from '../../../identity/audience';
import type { AuthUser } from '../../../identity/auth-user';
import type { Logger } from '../../../common/logger';
import { isUniqueViolation } from '../../../db/errors';
import { withinBarangay } from '../../../db/row-security';
import type { RequestContext } from '../../../http/request-context';
import { fileTooLarge, type IncomingFile } from '../../../uploads/incoming-file';
import { auditedTransaction } from '../../audit';
import { registryPolicy } from '../registry.policy';
import { insertImport } from './bulk-insert';
import { isHeaderRow, mappingOf, storedMapping, type ColumnChoice, type Mapping } from './column-mapping';
import { checkImport, type CheckedImport, type ImportFile } from './import-check';
import { ImportErrors } from './import.errors';
import { InhabitantImportStatus } from './import.enums';
import type { ImportCheck, ImportProblem } from './import.types';
import { HEARTBEAT_LOST_MS, InhabitantImport, type ImportOutcome } from './inhabitant-import.entity';
import { readSpreadsheet, type Sheet, type SheetRow } from './spreadsheet';

/** How many of a report's problems and duplicates an answer carries (the counts say how many there are). */
export const REPORT_LIMIT = 1000;

/** An import of this many rows or more has the registry's tables analysed again once it is committed. */
const ANALYZE_FROM_ROWS = 1000;

/** The first rows shown beside the mapping. */
const SAMPLE_ROWS = 3;

/** An upload not imported within a week is forgotten (its rows are people's data), at the barangay's next upload. */
const KEPT_DAYS = 7;

/** An import started on a mapping: the staff member's, the file's columns and which field each fills. */
interface MappingChoice {
  id: number;
  mapping: readonly ColumnChoice[];
}

/** The import stopped because rows have problems: its transaction rolls back with nothing written. */
class RowsRefused extends Error {
  constructor(readonly problems: readonly ImportProblem[]) {
    super('rows have problems');
  }
}

/**
 * Spreadsheet imports into the Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants):
 * the file is read once at upload and kept in the database with its proposed mapping; a dry run checks every row
 * with the registry's rules and reports problems and probable duplicates; the import itself runs as a job, one
 * audited transaction for all of its rows or none, whose progress is written to the import's row from outside that
 * transaction, so any replica answers the wizard's polls. Staff with MANAGE_REGISTRY; another barangay's import is
 * "not found".
 */
export class InhabitantImportService {
  /** The imports this process runs, so a test or a shutdown can wait for them. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly db: DataSource, private readonly logger: Logger) {}

  /** Reads the uploaded file (CSV or XLSX) into its header and rows and keeps it for the wizard's next steps. */
  async upload(ctx: RequestContext, file: IncomingFile | undefined, fileName = file?.originalName ?? ''): Promise<InhabitantImport> {
    const staff = authorize(ctx, registryPolicy.importInhabitants);
    if (!file) throw ImportErrors.fileRequired();
    if (file.size > IMPORT_LIMITS.fileBytes) throw fileTooLarge('file', IMPORT_LIMITS.fileBytes);
    const sheet = await readSpreadsheet(file.path, isHeaderRow);
    const id = await this.keep(ctx.barangay.id, staff, fileName, sheet);
    return await this.find(ctx, id);
  }

  /** One of the barangay's imports, without its rows. */
  async find(ctx: RequestContext, id: number): Promise<InhabitantImport> {
    authorize(ctx, registryPolicy.importInhabitants);
    const found = await this.db.getRepository(InhabitantImport).findOneBy({ id, barangayId: ctx.barangay.id });
    if (!found) throw ImportErrors.notFound();
    return found;
  }

  /** The dry run: every row checked against the registry as the import would write it; nothing is written but the mapping. */
  async check(ctx: RequestContext, choice: MappingChoice): Promise<ImportCheck> {
    authorize(ctx, registryPolicy.importInhabitants);
    const record = await this.find(ctx, choice.id);
    assertNotStarted(record);
    const mapping = mappingOf(record.headers, choice.mapping);
    await this.db.query('UPDATE inhabitant_import SET mapping = $2, updated_at = now() WHERE id = $1', [record.id, storedMapping(mapping)]);
    const checked = await checkImport(this.db.manager, ctx.barangay.id, await this.fileOf(record.id, record.headers, mapping));
    return reportOf(checked);
  }

  /**
   * Starts the import as a job and answers at once (IMPORTING); the wizard polls `find` for its progress and end. A
   * start is claimed in the database, so a second click, or another replica, cannot run the same file twice.
   */
  async start(ctx: RequestContext, choice: MappingChoice): Promise<InhabitantImport> {
    const staff = authorize(ctx, registryPolicy.importInhabitants);
    const record = await this.find(ctx, choice.id);
    assertNotStarted(record);
    const mapping = mappingOf(record.headers, choice.mapping);
    if (!(await this.claim(record.id, mapping))) {
      // Another click or replica claimed it between the two reads.
      assertNotStarted(await this.find(ctx, choice.id));
      throw ImportErrors.started(IMPORT_MESSAGES.alreadyImporting);
    }
    const barangayId = ctx.barangay.id;
    this.track(withinBarangay(barangayId, () => this.run(staff, barangayId, record, mapping)));
    return await this.find(ctx, record.id);
  }

  /**
   * Resolves once every import this process runs has ended. Shutdown waits for it: an import cut off is rolled back
   * whole and restartable, but the secretary would wait out its heartbeat to learn it.
   */
  async settled(): Promise<void> {
    if (this.running.size > 0) this.logger.info(`Waiting for ${this.running.size} registry import(s) under way to end`);
    await Promise.all([...this.running]);
  }

  // --- The job ------------------------------------------------------------------------------------------------

  /**
   * The import: one audited transaction (the audit trigger records every inserted row under the staff member's name)
   * that checks every row again against the registry as it is now, the households the rows join locked, then writes
   * them; a problem rolls it all back. It ends by marking the import imported in the same transaction, so the record
   * never says imported for rows that were not.
   */
  private async run(staff: AuthUser, barangayId: number, record: InhabitantImport, mapping: Mapping): Promise<void> {
    let file: ImportFile;
    try {
      file = await this.fileOf(record.id, record.headers, mapping);
      await auditedTransaction(this.db, staff, async (manager) => {
        const checked = await checkImport(manager, barangayId, file, { lock: true });
        if (checked.problems.length > 0) throw new RowsRefused(checked.problems);
        await this.progress(record.id, 0);
        const summary = await insertImport(manager, barangayId, checked, (inserted) => this.progress(record.id, inserted));
        await manager.query(`
          UPDATE inhabitant_import SET status = 'imported', processed_rows = total_rows, outcome = $2, rows = NULL, finished_at = now(), updated_at = now()
           WHERE id = $1`, [record.id, { summary } satisfies ImportOutcome]);
      });
    } catch (error) {
      await this.fail(record.id, failureOf(error), error);
      return;
    }
    await this.refreshStatistics(file.rows.length);
  }

  /**
   * After a large import the planner's statistics still describe the registry before it (autovacuum comes later):
   * the lists and searches read the new rows along their indexes only once the tables are analysed again (measured
   * at 100,000 inhabitants: a page of the name order 62 ms before, 2.4 ms after). The import is committed by then;
   * a refusal here costs only that speed.
   */
  private async refreshStatistics(rows: number): Promise<void> {
    if (rows < ANALYZE_FROM_ROWS) return;
    try {
      await this.db.query('ANALYZE purok, household, inhabitant');
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not analyse the registry after an import');
    }
  }

  /** The running import's count and heartbeat, written outside its transaction so the polls see them at once. */
  private async progress(id: number, processed: number): Promise<void> {
    await this.db.query('UPDATE inhabitant_import SET processed_rows = $2, heartbeat_at = now() WHERE id = $1', [id, processed]);
  }

  private async fail(id: number, outcome: ImportOutcome, error: unknown): Promise<void> {
    if (!(error instanceof RowsRefused) && !isUniqueViolation(error)) this.logger.error({ err: error, importId: id }, 'Inhabitant import failed');
    try {
      await this.db.query(`
        UPDATE inhabitant_import SET status = 'failed', processed_rows = 0, outcome = $2, finished_at = now(), updated_at = now() WHERE id = $1`,
      [id, outcome]);
    } catch (written) {
      // The database is away: the import reads as cut short once its heartbeat is old, and may be started again.
      this.logger.error({ err: written, importId: id }, 'Could not record that an inhabitant import failed');
    }
  }

  private track(job: Promise<void>): void {
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  // --- The import's row ---------------------------------------------------------------------------------------

  /** Keeps a read file, and forgets the barangay's uploads of more than a week ago that are not importing. */
  private async keep(barangayId: number, staff: AuthUser, fileName: string, sheet: Sheet): Promise<number> {
    return await this.db.transaction(async (manager) => {
      await manager.query(`
        DELETE FROM inhabitant_import
         WHERE barangay_id = $1 AND created_at < now() - make_interval(days => $2)
           AND (status <> 'importing' OR heartbeat_at < now() - make_interval(secs => $3))`, [barangayId, KEPT_DAYS, HEARTBEAT_LOST_MS / 1000]);
      const [{ id }] = await manager.query(`
        INSERT INTO inhabitant_import (barangay_id, uploaded_by, file_name, header_row, headers, samples, rows, total_rows)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`, [
        barangayId, staff.id, fileName.slice(0, 255), sheet.headerRow, sheet.headers, JSON.stringify(sheet.rows.slice(0, SAMPLE_ROWS).map((row) => row.cells)),
        JSON.stringify(sheet.rows.map((row) => [row.line, row.cells])), sheet.rows.length,
      ]);
      return id as number;
    });
  }

  /** The kept rows, read for a check or the import alone. */
  private async fileOf(id: number, headers: readonly string[], mapping: Mapping): Promise<ImportFile> {
    const [found]: Array<{ rows: Array<[number, string[]]> | null }> = await this.db.query('SELECT rows FROM inhabitant_import WHERE id = $1', [id]);
    if (!found?.rows) throw ImportErrors.notFound();
    const rows: SheetRow[] = found.rows.map(([line, cells]) => ({ line, cells }));
    return { headers, rows, mapping };
  }

  /** Marks the import importing, unless it is importing (with a live heartbeat) or imported already: true when claimed. */
  private async claim(id: number, mapping: Mapping): Promise<boolean> {
    const claimed: unknown[] = await this.db.query(`
      UPDATE inhabitant_import
         SET status = 'importing', processed_rows = 0, heartbeat_at = now(), mapping = $2, outcome = NULL, finished_at = NULL, updated_at = now()
       WHERE id = $1 AND (status IN ('ready', 'failed') OR (status = 'importing' AND heartbeat_at < now() - make_interval(secs => $3)))
       RETURNING id`, [id, storedMapping(mapping), HEARTBEAT_LOST_MS / 1000]);
    return claimed.length > 0;
  }
}

/** Checking or starting an import that is running or done is refused. */
function assertNotStarted(record: InhabitantImport): void {
  if (record.status === InhabitantImportStatus.IMPORTING) throw ImportErrors.started(IMPORT_MESSAGES.alreadyImporting);
  if (record.status === InhabitantImportStatus.IMPORTED) throw ImportErrors.started(IMPORT_MESSAGES.alreadyImported);
}

/** The dry run's answer: the counts whole, the lists cut at REPORT_LIMIT. */
function reportOf(checked: CheckedImport): ImportCheck {
  return {
    rows: checked.rows.length,
    problemCount: checked.problems.length,
    problems: checked.problems.slice(0, REPORT_LIMIT),
    duplicateCount: checked.duplicates.length,
    duplicates: checked.duplicates.slice(0, REPORT_LIMIT),
    newHouseholds: checked.plan.newHouseholds.length,
    existingHouseholds: checked.plan.existingHouseholds,
    newPuroks: checked.plan.newPuroks.size,
  };
}

/** Why an import wrote nothing, as the wizard shows it: the rows' problems (the first named in the message), or the cause. */
function failureOf(error: unknown): ImportOutcome {
  if (error instanceof RowsRefused) {
    const [first] = error.problems;
    return {
      failure: `${IMPORT_MESSAGES.rowsHaveProblems(error.problems.length)} ${IMPORT_MESSAGES.problemAt(first.row, first.column, first.message)}`,
      problemCount: error.problems.length,
      problems: error.problems.slice(0, REPORT_LIMIT),
    };
  }
  return { failure: isUniqueViolation(error) ? IMPORT_MESSAGES.changedMeanwhile : IMPORT_MESSAGES.failed };
}
