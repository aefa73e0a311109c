// unzipper ships without types (exceljs reads workbooks with it); only what the import's workbook check calls.
declare module 'unzipper' {
  import type { Duplex, Readable } from 'node:stream';

  /** One part of the archive as its local header names it; its bytes, unpacked, are the stream. */
  export interface Entry extends Readable {
    readonly path: string;
    autodrain(): unknown;
  }

  /** Reads a ZIP archive piped into it front to back, pushing each part as an Entry (with `forceStream`). */
  export function Parse(options: { forceStream: true }): Duplex;
}
