import { IMPORT_MESSAGES } from '@barangay-portal/domain';
import { DomainError, ErrorKind } from '../../../common/domain-error';

/** The import's refusals; a row's own problems are not refusals but the dry-run's report (import-report.ts). */
export const ImportErrors = {
  notFound: () => new DomainError(ErrorKind.NotFound, 'IMPORT_NOT_FOUND', IMPORT_MESSAGES.notFound),
  unreadable: () => DomainError.invalid('SPREADSHEET_UNREADABLE', { file: [IMPORT_MESSAGES.unreadable] }, IMPORT_MESSAGES.unreadable),
  noRows: () => DomainError.invalid('SPREADSHEET_UNREADABLE', { file: [IMPORT_MESSAGES.noRows] }, IMPORT_MESSAGES.noRows),
  tooManyRows: () => DomainError.invalid('SPREADSHEET_UNREADABLE', { file: [IMPORT_MESSAGES.tooManyRows] }, IMPORT_MESSAGES.tooManyRows),
  tooManyColumns: (row: number, column: number) => {
    const message = IMPORT_MESSAGES.tooManyColumns(row, column);
    return DomainError.invalid('SPREADSHEET_TOO_LARGE', { file: [message] }, message);
  },
  workbookTooLarge: () => DomainError.invalid('SPREADSHEET_TOO_LARGE', { file: [IMPORT_MESSAGES.workbookTooLarge] }, IMPORT_MESSAGES.workbookTooLarge),
  tooMuchText: () => DomainError.invalid('SPREADSHEET_TOO_LARGE', { file: [IMPORT_MESSAGES.tooMuchText] }, IMPORT_MESSAGES.tooMuchText),
  fileRequired: () => DomainError.invalid('UPLOAD_REFUSED', { file: [IMPORT_MESSAGES.notSpreadsheet] }, IMPORT_MESSAGES.notSpreadsheet),
  /** The mapping cannot be used: each problem under `mapping`, the first as the message. */
  mapping: (problems: readonly string[]) => DomainError.invalid('INVALID_INPUT', { mapping: [...problems] }, problems[0]),
  started: (message: string) => new DomainError(ErrorKind.Conflict, 'IMPORT_STARTED', message),
};
