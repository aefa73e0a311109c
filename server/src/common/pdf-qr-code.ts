import QRCode from 'qrcode';

/** Empty modules around the code, as scanners expect. */
const QUIET_MODULES = 4;

/**
 * Draws the QR code of `text` as vector squares in a `size`-point square at (x, y), quiet zone included: sharp at
 * any zoom and print, a few hundred bytes.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, color: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QUIET_MODULES);
  const origin = { x: x + QUIET_MODULES * cell, y: y + QUIET_MODULES * cell };
  for (let row = 0; row < modules.size; row++) {
    // Adjacent dark modules of a row are one rectangle: fewer operators, no seams between them.
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(origin.x + start * cell, origin.y + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fillColor(color).fill();
}
