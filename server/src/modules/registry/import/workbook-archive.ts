import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { IMPORT_LIMITS } from '@barangay-portal/domain';
import { Parse, type Entry } from 'unzipper';
import { DomainError } from '../../../common/domain-error';
import { ImportErrors } from './import.errors';

// An .xlsx workbook is a ZIP archive of XML parts, and a part may unpack to a thousand times its packed size. Before
// exceljs reads any of it, the workbook is checked against IMPORT_LIMITS in two steps. First its central directory,
// which declares every part's unpacked size: a zip bomb that declares its sizes is refused without unpacking a byte.
// Then the parts exceljs will read are unpacked as it will unpack them (unzipper, front to back) and counted, never
// kept: an archive that declares less than it unpacks to is refused once it passes a cap.
//
// exceljs is then handed those parts alone, the sheet last: with the shared strings and styles already read it
// streams the sheet's rows as they unpack, where in a workbook's own order (Excel writes the sheets first) it would
// copy every sheet to a temporary file first, and leave that file behind when the reading stops early.

/** exceljs streams a part as a worksheet when its name matches this (its own pattern, unanchored as it is there). */
const WORKSHEET_PART = /xl\/worksheets\/sheet\d+[.]xml/;
/** The parts exceljs reads before a sheet: the sheets' relations, the workbook (its date system), shared strings, styles. */
const RELATIONS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const LEADING_PARTS = [RELATIONS, 'xl/workbook.xml', SHARED_STRINGS, 'xl/styles.xml'];
/** What a workbook without relations or shared strings is read with, so exceljs still streams its sheet. */
const EMPTY_PARTS: Readonly<Record<string, string>> = { [RELATIONS]: '<Relationships/>', [SHARED_STRINGS]: '<sst/>' };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_OF_DIRECTORY_BYTES = 22;
const LONGEST_ARCHIVE_COMMENT = 0xffff;
const DIRECTORY_ENTRY_BYTES = 46;
const LOCAL_ENTRY_BYTES = 30;
/** Bit 3 of a part's flags: its sizes follow its data, in a descriptor of 12 bytes (16 with its signature). */
const SIZES_AFTER_DATA = 0x08;
/** ZIP64's markers in the classic fields: counts and sizes past every cap, so never a registry workbook's. */
const ZIP64_COUNT = 0xffff;
const ZIP64_SIZE = 0xffffffff;

/** One part as the central directory declares it. */
interface DeclaredPart {
  readonly name: string;
  readonly localAt: number;
  readonly packedBytes: number;
}

/** Bytes of the file to hand on, or bytes made here; a part's named as its central directory names it. */
type Piece = { readonly part?: string; readonly from: number; readonly to: number } | { readonly part: string; readonly made: Buffer };

/** The parts of a workbook exceljs needs, in the order it should meet them, each within IMPORT_LIMITS. */
export interface WorkbookParts {
  /** The parts as exceljs will read them: a ZIP archive of those parts alone, the sheet last. */
  stream(): Readable;
}

/** The most a part may unpack to: worksheets are streamed, every other part exceljs reads is held whole. */
function partLimit(name: string): number {
  return WORKSHEET_PART.test(name) ? IMPORT_LIMITS.worksheetBytes : IMPORT_LIMITS.heldPartBytes;
}

/**
 * The workbook's parts exceljs needs to read its first sheet, checked against IMPORT_LIMITS as declared and as
 * unpacked; an archive that is no workbook is unreadable.
 */
export async function workbookParts(path: string): Promise<WorkbookParts> {
  const pieces = await declaredPieces(path);
  const parts: WorkbookParts = { stream: () => Readable.from(piecesOf(path, pieces)) };
  const names = pieces.flatMap((piece) => (piece.part === undefined ? [] : [piece.part]));
  await assertUnpackedSizes(parts.stream(), names);
  return parts;
}

/** Counts parts and their unpacked sizes, refusing at the first cap passed. */
class PartTally {
  private parts = 0;
  private total = 0;

  part(): void {
    this.parts += 1;
    if (this.parts > IMPORT_LIMITS.workbookParts) throw ImportErrors.workbookTooLarge();
  }

  bytes(partBytes: number, partLimitBytes: number, added: number): void {
    this.total += added;
    if (partBytes > partLimitBytes || this.total > IMPORT_LIMITS.workbookBytes) throw ImportErrors.workbookTooLarge();
  }
}

// --- Declared: the central directory --------------------------------------------------------------------------

/** The pieces of the archive to hand on: the leading parts the workbook has, its first sheet, then its directory. */
async function declaredPieces(path: string): Promise<Piece[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const { directoryAt, directory, count } = await centralDirectory(file, size);
    const parts = declaredParts(directory, count);
    const sheet = parts.find((part) => WORKSHEET_PART.test(part.name));
    if (!sheet) throw ImportErrors.unreadable();
    const pieces: Piece[] = [];
    for (const name of LEADING_PARTS) {
      const part = parts.find((candidate) => candidate.name === name);
      if (part) pieces.push(await localRange(file, part, size));
      else if (EMPTY_PARTS[name] !== undefined) pieces.push({ part: name, made: storedPart(name, EMPTY_PARTS[name]) });
    }
    pieces.push(await localRange(file, sheet, size), { from: directoryAt, to: size });
    return pieces;
  } finally {
    await file.close();
  }
}

async function centralDirectory(file: FileHandle, size: number): Promise<{ directoryAt: number; directory: Buffer; count: number }> {
  const tail = await readAt(file, Math.max(0, size - END_OF_DIRECTORY_BYTES - LONGEST_ARCHIVE_COMMENT), size);
  const end = tail.lastIndexOf(uint32(END_OF_DIRECTORY));
  if (end === -1 || end + END_OF_DIRECTORY_BYTES > tail.length) throw ImportErrors.unreadable();
  const count = tail.readUInt16LE(end + 10);
  const directoryBytes = tail.readUInt32LE(end + 12);
  const directoryAt = tail.readUInt32LE(end + 16);
  if (count === ZIP64_COUNT || count > IMPORT_LIMITS.workbookParts) throw ImportErrors.workbookTooLarge();
  if (directoryAt + directoryBytes > size) throw ImportErrors.unreadable();
  return { directoryAt, directory: await readAt(file, directoryAt, directoryAt + directoryBytes), count };
}

/** Each entry of the central directory, its declared unpacked size checked against the caps. */
function declaredParts(directory: Buffer, count: number): DeclaredPart[] {
  const tally = new PartTally();
  const parts: DeclaredPart[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + DIRECTORY_ENTRY_BYTES > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw ImportErrors.unreadable();
    const unpacked = directory.readUInt32LE(at + 24);
    const nameBytes = directory.readUInt16LE(at + 28);
    const name = directory.toString('utf8', at + DIRECTORY_ENTRY_BYTES, at + DIRECTORY_ENTRY_BYTES + nameBytes);
    tally.part();
    // A ZIP64 size marker stands for four gigabytes or more.
    if (unpacked === ZIP64_SIZE) throw ImportErrors.workbookTooLarge();
    tally.bytes(unpacked, partLimit(name), unpacked);
    parts.push({ name, localAt: directory.readUInt32LE(at + 42), packedBytes: directory.readUInt32LE(at + 20) });
    at += DIRECTORY_ENTRY_BYTES + nameBytes + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return parts;
}

/** Where a part lies in the file: its local header, its packed data, and the descriptor of its sizes if one follows. */
async function localRange(file: FileHandle, part: DeclaredPart, size: number): Promise<Piece> {
  const header = await readAt(file, part.localAt, part.localAt + LOCAL_ENTRY_BYTES);
  if (header.length < LOCAL_ENTRY_BYTES || header.readUInt32LE(0) !== LOCAL_ENTRY) throw ImportErrors.unreadable();
  const dataEnd = part.localAt + LOCAL_ENTRY_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28) + part.packedBytes;
  let to = dataEnd;
  if (header.readUInt16LE(6) & SIZES_AFTER_DATA) {
    const signed = (await readAt(file, dataEnd, dataEnd + 4)).equals(uint32(DATA_DESCRIPTOR));
    to += signed ? 16 : 12;
  }
  if (to > size) throw ImportErrors.unreadable();
  return { part: part.name, from: part.localAt, to };
}

/** A small part made here, stored unpacked (method 0) under its local header. */
function storedPart(name: string, text: string): Buffer {
  const data = Buffer.from(text, 'utf8');
  const fileName = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(LOCAL_ENTRY_BYTES);
  header.writeUInt32LE(LOCAL_ENTRY, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(fileName.length, 26);
  return Buffer.concat([header, fileName, data]);
}

async function* piecesOf(path: string, pieces: readonly Piece[]): AsyncGenerator<Buffer> {
  for (const piece of pieces) {
    if ('made' in piece) yield piece.made;
    else if (piece.to > piece.from) yield* createReadStream(path, { start: piece.from, end: piece.to - 1 }) as AsyncIterable<Buffer>;
  }
}

async function readAt(file: FileHandle, from: number, to: number): Promise<Buffer> {
  const bytes = Buffer.alloc(Math.max(0, to - from));
  const { bytesRead } = await file.read(bytes, 0, bytes.length, from);
  return bytes.subarray(0, bytesRead);
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

// --- Unpacked: the parts as exceljs will read them ------------------------------------------------------------

/**
 * Unpacks and counts the parts handed on, refusing at the first cap passed. Each must be the part its central
 * directory entry names: an archive whose local headers name other parts is not read.
 */
async function assertUnpackedSizes(source: Readable, names: readonly string[]): Promise<void> {
  const archive = Parse({ forceStream: true });
  const tally = new PartTally();
  // An error of either stream ends the iteration below with it.
  source.on('error', (error) => archive.destroy(error));
  source.pipe(archive);
  try {
    let index = 0;
    for await (const entry of archive as AsyncIterable<Entry>) {
      if (entry.path !== names[index]) throw ImportErrors.unreadable();
      index += 1;
      tally.part();
      await countUnpacked(entry, tally);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw ImportErrors.unreadable();
  } finally {
    source.destroy();
    archive.destroy();
  }
}

async function countUnpacked(entry: Entry, tally: PartTally): Promise<void> {
  const limit = partLimit(entry.path);
  let unpacked = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    unpacked += chunk.length;
    tally.bytes(unpacked, limit, chunk.length);
  }
}
