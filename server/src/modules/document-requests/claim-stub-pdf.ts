import PDFDocument from 'pdfkit';
import { longDate } from '../../common/local-time';
import { PDF_INK as INK, PDF_MUTED as MUTED, pdfBytes, winAnsi } from '../../common/pdf';
import { drawQrCode } from '../../common/pdf-qr-code';

/** What the stub handed over at the counter says. */
export interface ClaimStub {
  barangayName: string;
  referenceNumber: string;
  documentTypeName: string;
  /** Whom the document is for: the inhabitant served. */
  requestor: string;
  requestedAt: Date;
  /** Where the QR code leads the staff member who scans it: the request in the requests manager. */
  lookupUrl: string;
}

const MARGIN = 28;
const QR_SIZE = 96;

/**
 * The claim stub of a request taken at the counter (walk-in service, docs/architecture.md#registry-of-inhabitants): a half-letter page the inhabitant
 * keeps and brings back to claim the document. The reference number is printed large, for reading out at the
 * window; the QR code opens the request for the staff member who scans it.
 */
export async function renderClaimStub(stub: ClaimStub): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [396, 612],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'en-PH',
    displayTitle: true,
    info: { Title: `Claim stub ${stub.referenceNumber}`, Author: winAnsi(stub.barangayName), Creator: 'Barangay Portal', CreationDate: stub.requestedAt },
  });
  const finished = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(winAnsi(stub.barangayName), { align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('CLAIM STUB', { align: 'center' });
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Reference No.', { align: 'center' });
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(stub.referenceNumber, { align: 'center' });
  doc.moveDown(1);
  for (const [label, value] of [
    ['Document', stub.documentTypeName],
    ['For', stub.requestor],
    ['Requested', longDate(stub.requestedAt)],
  ] as const) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(`${label}: `, { continued: true }).font('Helvetica').text(winAnsi(value));
  }
  doc.moveDown(1);
  drawQrCode(doc, stub.lookupUrl, MARGIN + (width - QR_SIZE) / 2, doc.y, QR_SIZE, INK);
  doc.y += QR_SIZE + 8;
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(
    'Keep this stub. Bring it, with a valid ID, when you claim the document at the barangay hall. '
      + 'Ask about it at the counter with the reference number.',
    MARGIN, doc.y, { width, align: 'center' },
  );
  doc.end();
  return await finished;
}
