import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { longDate } from '../../common/local-time';
import { PDF_INK as INK, PDF_MUTED as MUTED, pdfBytes, winAnsi } from '../../common/pdf';
import { drawQrCode } from '../../common/pdf-qr-code';
import { certifiedFields, type CertificateContent, type CertifiedField } from './certificate-content';

/** What one PDF is made from: the content fixed at issue, the issue moment and where the QR code points. */
export interface CertificatePdfSource {
  content: CertificateContent;
  issuedAt: Date;
  verificationUrl: string;
  /** The barangay's seal it was issued with, as PNG (sealPng); none: the letterhead is text alone. */
  seal?: Buffer;
}

/** The seal's size on the page, in points (about 2.5 cm). */
const SEAL_SIZE = 72;

/** A seal picture (JPEG, PNG, WebP or GIF, as pictures are kept) as the PNG a PDF can hold, at print resolution. */
export async function sealPng(picture: Buffer): Promise<Buffer> {
  return await sharp(picture).resize(SEAL_SIZE * 4, SEAL_SIZE * 4, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
}

const MARGIN = { top: 56, bottom: 56, left: 64, right: 64 };
const QR_SIZE = 112;
/** The space between the box of certified values and its text. */
const DETAILS_PADDING = 10;

/** Renders a certificate as an A4 PDF: letterhead, title, body, the request's details, signature and verification QR code. */
export async function renderCertificatePdf(source: CertificatePdfSource): Promise<Buffer> {
  const { content, issuedAt, verificationUrl } = source;
  const issueDate = longDate(issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    lang: 'en-PH',
    displayTitle: true,
    info: {
      Title: winAnsi(`${content.documentTypeName} ${content.referenceNumber}`),
      Author: winAnsi(content.barangay.name),
      Subject: winAnsi(`${content.documentTypeName} issued to ${content.holder.fullName}`),
      Creator: 'Barangay Portal',
      // The issue moment, not the download's: the same certificate always gives the same document.
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const finished = pdfBytes(doc);

  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Letterhead.
  if (source.seal) {
    doc.image(source.seal, MARGIN.left + (width - SEAL_SIZE) / 2, doc.y, { fit: [SEAL_SIZE, SEAL_SIZE], align: 'center' });
    doc.y += SEAL_SIZE + 8;
  }
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Republic of the Philippines', { align: 'center' });
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(winAnsi(content.barangay.name), { align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  if (content.barangay.address) doc.text(winAnsi(content.barangay.address), { align: 'center' });
  const contact = [content.barangay.contactNumber && `Tel. ${content.barangay.contactNumber}`, content.barangay.email].filter(Boolean).join('   ');
  if (contact) doc.text(winAnsi(contact), { align: 'center' });
  doc.moveDown(0.6);
  doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + width, doc.y).lineWidth(1).strokeColor(INK).stroke();
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('OFFICE OF THE PUNONG BARANGAY', { align: 'center', characterSpacing: 1 });

  // Title and reference.
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(20).text(winAnsi(content.title), { align: 'center', characterSpacing: 0.5 });
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
    .text(`Reference No. ${content.referenceNumber}      Date issued: ${issueDate}`, { align: 'center' });
  doc.moveDown(1.5);

  // Body.
  doc.font('Helvetica').fontSize(12).fillColor(INK);
  for (const paragraph of content.paragraphs) {
    doc.text(winAnsi(paragraph), { align: 'justify', lineGap: 3, paragraphGap: 10 });
  }

  // The certified values, set apart in a box under the certifying text: each field one "Label: value"
  // line (wrapped inside the box when long), so no value can read as a sentence of the certificate.
  const fields = certifiedFields(content);
  if (fields.length > 0) {
    const innerX = MARGIN.left + DETAILS_PADDING;
    const innerWidth = width - 2 * DETAILS_PADDING;
    const lineOf = (field: CertifiedField) => `${winAnsi(field.name)}: ${winAnsi(field.value)}`;
    // Bold measures wider than the printed line (bold label, regular value): a safe height for page breaks.
    const heightOf = (text: string, bold = true) =>
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11).heightOfString(text, { width: innerWidth, lineGap: 2 });
    doc.moveDown(0.5);
    let boxTop = doc.y;
    const closeBox = () => {
      doc.rect(MARGIN.left, boxTop, width, doc.y + DETAILS_PADDING - 2 - boxTop).lineWidth(0.75).strokeColor(MUTED).stroke();
    };
    ensureSpace(2 * DETAILS_PADDING + heightOf('Details of the request') + heightOf(lineOf(fields[0])));
    boxTop = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK)
      .text('Details of the request', innerX, boxTop + DETAILS_PADDING, { width: innerWidth, paragraphGap: 4 });
    for (const field of fields) {
      if (doc.y + heightOf(lineOf(field)) + DETAILS_PADDING > bottom()) {
        // A box that does not fit ends on this page and goes on at the top of the next.
        closeBox();
        doc.addPage();
        boxTop = doc.y;
        doc.y = boxTop + DETAILS_PADDING;
      }
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK)
        .text(`${winAnsi(field.name)}: `, innerX, doc.y, { width: innerWidth, continued: true, lineGap: 2 })
        .font('Helvetica').text(winAnsi(field.value), { width: innerWidth, lineGap: 2 });
    }
    closeBox();
    doc.x = MARGIN.left;
    doc.y += DETAILS_PADDING;
  }

  // Signature, then the verification block at the foot of the last page.
  const signatureHeight = 70;
  const verificationHeight = QR_SIZE + 8;
  doc.moveDown(2);
  ensureSpace(signatureHeight + verificationHeight);
  const signatureWidth = 220;
  const signatureX = MARGIN.left + width - signatureWidth;
  const lineY = doc.y + 28;
  doc.moveTo(signatureX, lineY).lineTo(signatureX + signatureWidth, lineY).lineWidth(0.75).strokeColor(INK).stroke();
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK)
    .text(winAnsi((content.punongBarangay ?? '').toUpperCase()) || ' ', signatureX, lineY + 4, { width: signatureWidth, align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Punong Barangay', signatureX, doc.y, { width: signatureWidth, align: 'center' });

  const qrY = bottom() - QR_SIZE;
  drawQrCode(doc, verificationUrl, MARGIN.left, qrY, QR_SIZE, INK);
  const captionX = MARGIN.left + QR_SIZE + 8;
  const captionWidth = width - QR_SIZE - 8;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK)
    .text('Verify this document', captionX, qrY + 22, { width: captionWidth });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED)
    .text('Scan the code or open the address below. The page tells whether this document is genuine and still valid.', { width: captionWidth })
    .moveDown(0.3)
    .fillColor(INK).text(verificationUrl, { width: captionWidth })
    .moveDown(0.3)
    .fillColor(MUTED).text(`Reference No. ${content.referenceNumber}, issued ${issueDate}`, { width: captionWidth });

  doc.end();
  return await finished;
}
