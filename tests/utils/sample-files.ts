import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makePng } from '../../server/src/db/seeds/png';
import { madeBeforeAll } from './made-before-all';

/** Real files for upload tests: each is what its name says, byte for byte. */
export const samplePng = (): Buffer => makePng(4, 4, [200, 30, 30], [30, 30, 200]);

/** A complete 2x2 baseline JPEG (one that decodes: stored pictures are re-encoded). */
export const sampleJpeg = (): Buffer => Buffer.from(
  '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUE' +
  'BQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAIDASIAAhEBAxEB/8QAFQAB' +
  'AQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA' +
  '/9oADAMBAAIRAxEAPwCKADdar//Z', 'base64');

/** A one-page PDF with a line of text. */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = 'BT /F1 18 Tf 20 60 Td (Valid ID) Tj ET';
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Linux executable: what an attacker would rename to photo.png or id.jpg. */
export const sampleExecutable = (): Buffer => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

/** Sends a multipart body with real files through fetch. */
export function multipart(fields: Record<string, string>, files: Record<string, { bytes: Buffer; name: string; type?: string }>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  return form;
}

/**
 * Files written to a fresh temporary folder before the test file's first test and removed after its last, for
 * a browser's file chooser (which takes paths): each key answers the path of its file.
 */
export function filesOnDiskForFile<K extends string>(files: Record<K, { name: string; bytes: Buffer }>): Record<K, string> {
  let dir: string | undefined;
  return madeBeforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-files-'));
    const paths = {} as Record<K, string>;
    for (const key of Object.keys(files) as K[]) {
      paths[key] = path.join(dir, files[key].name);
      writeFileSync(paths[key], files[key].bytes);
    }
    return paths;
  }, async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}
