import { IMPORT_MESSAGES } from '@barangay-portal/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BarangayOwnedEntity } from '../../../common/base.entity';
import { columnFieldsOf, proposedFields } from './column-mapping';
import { InhabitantImportStatus } from './import.enums';
import { ImportColumn, ImportProblem, ImportSummary } from './import.types';

/** How an import ended, kept as JSON: what it added, or why nothing was. */
export interface ImportOutcome {
  summary?: ImportSummary;
  failure?: string;
  problemCount?: number;
  problems?: ImportProblem[];
}

/**
 * A running import writes its heartbeat every batch (a few seconds at most); one silent this long has lost its server,
 * and its transaction with it.
 */
export const HEARTBEAT_LOST_MS = 2 * 60 * 1000;

/**
 * A spreadsheet uploaded for import into the registry (migration RegistryImport1766300000000): its header and first
 * rows as read once at upload, where it stands, how far its import has gone and how it ended. Its rows are read by
 * the import alone (never with the record), and emptied once imported.
 */
@ObjectType({ description: 'A spreadsheet uploaded to be imported into the Registry of Barangay Inhabitants, and where its import stands.' })
@Entity({ name: 'inhabitant_import' })
export class InhabitantImport extends BarangayOwnedEntity {
  @Column({ name: 'uploaded_by', type: 'int', nullable: true })
  uploadedBy: number | null;

  @Field({ description: 'The name the file was uploaded with.' })
  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  @Field(() => Int, { description: 'The row of its header, as the spreadsheet numbers rows (a title above it pushes it down).' })
  @Column({ name: 'header_row', type: 'int' })
  headerRow: number;

  @Column({ type: 'text', array: true })
  headers: string[];

  /** The first rows' cells, shown beside the mapping. */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  samples: string[][];

  @Field(() => Int, { description: 'The rows under the header, blank rows aside.' })
  @Column({ name: 'total_rows', type: 'int' })
  totalRows: number;

  /** The mapping the last check or start used: field value to column. */
  @Column({ type: 'jsonb', nullable: true })
  mapping: Record<string, number> | null;

  @Column({ name: 'status', type: 'enum', enum: InhabitantImportStatus, enumName: 'inhabitant_import_status', default: InhabitantImportStatus.READY })
  storedStatus: InhabitantImportStatus;

  @Field(() => Int, { description: 'Rows written so far while importing (none is kept unless all are).' })
  @Column({ name: 'processed_rows', type: 'int', default: 0 })
  processedRows: number;

  /** The running import's last sign of life, written from outside its transaction. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', nullable: true })
  heartbeatAt: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  outcome: ImportOutcome | null;

  @Field(() => Date, { nullable: true, description: 'When the import ended, imported or not.' })
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Field({ description: 'When the file was uploaded.' })
  get uploadedAt(): Date {
    return this.createdAt;
  }

  /** Importing, but silent for too long: its server went away and its transaction was rolled back. */
  get isCutShort(): boolean {
    return this.storedStatus === InhabitantImportStatus.IMPORTING
      && (this.heartbeatAt === null || Date.now() - this.heartbeatAt.getTime() > HEARTBEAT_LOST_MS);
  }

  @Field(() => InhabitantImportStatus, { description: 'Where it stands; an import whose server went away reads FAILED, and may be started again.' })
  get status(): InhabitantImportStatus {
    return this.isCutShort ? InhabitantImportStatus.FAILED : this.storedStatus;
  }

  @Field(() => [ImportColumn], { description: 'Its columns, each with the field it fills: proposed from the headers, or as last chosen.' })
  get columns(): ImportColumn[] {
    const fields = this.mapping ? columnFieldsOf(this.headers, this.mapping) : proposedFields(this.headers);
    return this.headers.map((header, column) => ({
      column, header, field: fields[column] ?? null, samples: this.samples.map((cells) => cells[column] ?? ''),
    }));
  }

  @Field(() => ImportSummary, { nullable: true, description: 'What the import added, once imported.' })
  get summary(): ImportSummary | null {
    return this.outcome?.summary ?? null;
  }

  @Field(() => String, { nullable: true, description: 'Why nothing was imported, once failed.' })
  get failure(): string | null {
    return this.isCutShort ? IMPORT_MESSAGES.cutShort : (this.outcome?.failure ?? null);
  }

  @Field(() => Int, { description: "How many problems of the rows stopped it, once failed (0 otherwise)." })
  get problemCount(): number {
    return this.outcome?.problemCount ?? 0;
  }

  @Field(() => [ImportProblem], { description: "The rows' problems that stopped it, at most the first 1,000." })
  get problems(): ImportProblem[] {
    return this.outcome?.problems ?? [];
  }
}
