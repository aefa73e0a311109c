import { spawn } from 'node:child_process';
import path from 'node:path';

export interface PdfReading {
  pageCount: number;
  /** Each page's text, as a viewer extracts it. */
  pages: string[];
  /** Each page's runs of text and where they sit: x, y (from the bottom) and width in PDF points. */
  texts: Array<Array<{ text: string; x: number; y: number; width: number }>>;
  /** What the QR codes on the rendered pages decode to, one per page at most. */
  qrCodes: string[];
  title: string | null;
}

/** Parses a PDF with pdf.js and decodes the QR codes of its rendered pages (tests/utils/pdf-inspect.mjs). */
export async function readPdf(bytes: Buffer): Promise<PdfReading> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pdf-inspect.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => { stdout += chunk; });
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  child.stdin.end(bytes);
  const code = await exited;
  if (code !== 0) throw new Error(`pdf-inspect failed (${code}): ${stderr}`);
  return JSON.parse(stdout) as PdfReading;
}

/** A page's text with its line breaks and runs of spaces made single spaces, for "contains" checks. */
export function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}
