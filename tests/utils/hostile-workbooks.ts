import * as workbooks from '../../server/src/scripts/hostile-workbooks';
import type { UploadFile } from './uploads';

// The hostile workbooks of server/src/scripts/hostile-workbooks.ts (bench:import-limits makes them too), as uploads.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `rows` rows of one cell each, in column XFD, under a header the import recognises. */
export const wideRowBomb = (rows: number): UploadFile => ({ bytes: workbooks.wideRowBomb(rows), name: 'wide-rows.xlsx', type: XLSX_TYPE });

/** A worksheet that unpacks to `unpackedBytes`, packed about a thousand to one; `declaredBytes` its declared size. */
export const zipBomb = (unpackedBytes: number, options: { declaredBytes?: number } = {}): UploadFile =>
  ({ bytes: workbooks.zipBomb(unpackedBytes, options), name: 'bomb.xlsx', type: XLSX_TYPE });
