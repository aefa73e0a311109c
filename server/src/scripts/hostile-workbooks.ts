import { constants, crc32, deflateRawSync } from 'node:zlib';

// Workbooks made byte by byte to attack the import's reading, what exceljs would never write: for bench:import-limits
// and the tests (tests/utils/hostile-workbooks.ts).

const MB = 1024 * 1024;

/** One part of an archive: its bytes deflated, and the unpacked size its headers declare (its own, or a lie). */
interface ArchivePart {
  name: string;
  packed: Buffer;
  unpackedBytes: number;
  crc: number;
  declaredBytes?: number;
}

const deflated = (name: string, text: string): ArchivePart => {
  const bytes = Buffer.from(text, 'utf8');
  return { name, packed: deflateRawSync(bytes), unpackedBytes: bytes.length, crc: crc32(bytes) };
};

/** A ZIP archive of the parts, each deflated, its sizes in its local header and in the central directory. */
function zipArchive(parts: readonly ArchivePart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const declared = part.declaredBytes ?? part.unpackedBytes;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.packed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    directory.push(central, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directoryBytes = directory.reduce((sum, bytes) => sum + bytes.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** The parts around a worksheet that make an archive a workbook exceljs reads. */
function workbookAround(sheet: ArchivePart): Buffer {
  return zipArchive([
    deflated('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      + '<Default Extension="xml" ContentType="application/xml"/></Types>'),
    deflated('_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
      + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
    deflated('xl/workbook.xml', '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
      + 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="RBI" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    deflated('xl/_rels/workbook.xml.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
      + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    sheet,
  ]);
}

const SHEET_START = '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * The wide-row bomb: a header row the import recognises, then `rows` rows that each hold one cell, in column XFD
 * (the 16,384th, Excel's last). A few dozen kilobytes packed; read by the span of each row's columns, 16,384 cells a row.
 */
export function wideRowBomb(rows: number): Buffer {
  const lines = [SHEET_START, `<row r="1">${inline('A1', 'Last Name')}${inline('B1', 'First Name')}</row>`];
  for (let row = 2; row <= rows + 1; row += 1) lines.push(`<row r="${row}">${inline(`XFD${row}`, 'x')}</row>`);
  lines.push(SHEET_END);
  return workbookAround(deflated('xl/worksheets/sheet1.xml', lines.join('')));
}

/**
 * A zip bomb: a worksheet that unpacks to `unpackedBytes` (blank XML space inside its sheet data), packed about a
 * thousand to one without ever being whole in memory: each megabyte is one deflate segment ending on a full flush,
 * so the same packed segment repeats. `declaredBytes` is the unpacked size its headers declare: its own, or a lie.
 */
export function zipBomb(unpackedBytes: number, { declaredBytes }: { declaredBytes?: number } = {}): Buffer {
  const start = Buffer.from(SHEET_START, 'utf8');
  const end = Buffer.from(SHEET_END, 'utf8');
  const blank = Buffer.alloc(MB, ' ');
  const blanks = Math.ceil((unpackedBytes - start.length - end.length) / MB);
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
  const blankSegment = flushed(blank);
  let crc = crc32(start);
  for (let index = 0; index < blanks; index += 1) crc = crc32(blank, crc);
  crc = crc32(end, crc);
  const packed = Buffer.concat([flushed(start), ...Array.from({ length: blanks }, () => blankSegment), deflateRawSync(end)]);
  const sheet: ArchivePart = {
    name: 'xl/worksheets/sheet1.xml', packed, unpackedBytes: start.length + blanks * MB + end.length, crc, declaredBytes,
  };
  return workbookAround(sheet);
}
