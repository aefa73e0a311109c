/*
 * What every PDF the portal draws with pdfkit shares. The PDFs use the 14 standard fonts every viewer has, so a file
 * embeds no font and its text is real, selectable, searchable text. Those fonts encode text as WinAnsi
 * (Windows-1252): every Filipino name and Spanish letter (ñ, é, ...) is in it; anything else is printed without its
 * accent, or as "?".
 */

/** The portal's printed documents' two inks: text, and the quieter lines (letterhead, captions). */
export const PDF_INK = '#1a1a1a';
export const PDF_MUTED = '#555555';

const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** `text` as the standard fonts can print it: WinAnsi characters kept, accents dropped from the others, else "?". */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)) {
      out += char;
      continue;
    }
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += plain !== char && /^[\u0020-\u00ff]+$/.test(plain) ? plain : '?';
  }
  return out;
}

/** The bytes a pdfkit document writes, once `doc.end()` has been called (ask before calling it: nothing is missed). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
