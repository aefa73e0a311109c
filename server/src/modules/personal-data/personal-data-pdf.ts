import PDFDocument from 'pdfkit';
import { longCalendarDate, longDateTime } from '../../common/local-time';
import { PDF_INK as INK, PDF_MUTED as MUTED, pdfBytes, winAnsi } from '../../common/pdf';
import type { DataRow, PersonalData } from './personal-data.types';

/** "Download my data" as a readable PDF (docs/architecture.md#privacy-rights): the JSON's sections as labelled lines. */

const MARGIN = 42;
const RULE = '#bbbbbb';

/** A section of the PDF: its heading, and each row as label and value lines. */
export interface PdfSection {
  title: string;
  records: Array<Array<readonly [label: string, value: string]>>;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "referenceNumber" -> "Reference number". */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase().replace(/\bid\b/g, 'ID');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a reader reads it: times on the barangay's clock, dates spelled out, yes/no, nested values as "label: value". */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return longDateTime(new Date(value));
    if (CALENDAR_DATE.test(value)) return longCalendarDate(value);
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map((item) => textOf(item)).join('; ');
  return Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${labelOf(key)}: ${textOf(inner)}`).join('; ');
}

function linesOf(row: DataRow, leaveOut: readonly string[] = []): Array<readonly [string, string]> {
  return Object.entries(row).filter(([key]) => !leaveOut.includes(key)).map(([key, value]) => [labelOf(key), textOf(value)] as const);
}

/** The PDF's sections from the JSON, in the file's order; a request's history and certificates follow its own lines. */
export function pdfSectionsOf(data: PersonalData): PdfSection[] {
  const list = (title: string, rows: readonly DataRow[]): PdfSection => ({ title, records: rows.map((row) => linesOf(row)) });
  return [
    { title: 'Profile', records: [linesOf(data.profile)] },
    { title: 'Two-factor sign-in', records: data.twoFactor ? [linesOf(data.twoFactor)] : [] },
    list('Recovery codes (times only)', data.recoveryCodes),
    list('Consents to the privacy notice', data.consents),
    {
      title: 'Document requests',
      records: data.documentRequests.map((request) => [
        ...linesOf(request, ['statusHistory', 'certificates']),
        ...request.statusHistory.map((change) => [
          'Status change', `${change.fromStatus === null ? 'submitted as' : `${textOf(change.fromStatus)} to`} ${textOf(change.toStatus)}, ${textOf(change.changedAt)}, by ${textOf(change.changedBy)} (${textOf(change.changedByOffice)})`,
        ] as const),
        ...request.certificates.map((certificate) => [
          'Certificate', `code ${textOf(certificate.verificationCode)}, issued ${textOf(certificate.issuedAt)}${certificate.revokedAt ? `, revoked ${textOf(certificate.revokedAt)}: ${textOf(certificate.revocationReason)}` : ''}`,
        ] as const),
      ]),
    },
    list('Notifications', data.notifications),
    list('Transfers to another barangay', data.transfers),
    list('ID verification decisions', data.idVerificationDecisions),
    list('ID images deleted after their retention', data.idImageRemovals),
    list('Who viewed my data (access ledger)', data.dataAccesses),
    list('Registry record and household', data.registryRecords),
    list('Sign-in sessions', data.sessions),
    list('Audit log entries about my records', data.auditLog),
    list('Correction requests', data.correctionRequests),
    list('Erasure requests', data.erasureRequests),
    { title: 'Kept but not given', records: data.withheld.map((item) => [[item.what, item.why] as const]) },
  ];
}

/** The PDF's bytes: letterhead, each section, and "Page n of m" on every page. */
export async function renderPersonalDataPdf(data: PersonalData): Promise<Buffer> {
  const generatedAt = new Date(data.generatedAt);
  const name = [data.profile.firstName, data.profile.middleName, data.profile.lastName].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
  const doc = new PDFDocument({
    size: 'A4', margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN }, lang: 'en-PH', displayTitle: true, bufferPages: true,
    info: { Title: winAnsi(`Personal data of ${name}, ${data.barangay}`), Author: winAnsi(data.barangay), Creator: 'Barangay Portal', CreationDate: generatedAt },
  });
  const bytes = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(winAnsi(data.barangay), { align: 'center' });
  doc.font('Helvetica-Bold').fontSize(12).text(winAnsi(`Personal data of ${name}`), { align: 'center' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`As kept by the barangay portal on ${longDateTime(generatedAt)}`, { align: 'center' });
  doc.moveDown(1);
  for (const section of pdfSectionsOf(data)) drawSection(doc, section);
  numberPages(doc);
  doc.end();
  return await bytes;
}

function drawSection(doc: PDFKit.PDFDocument, section: PdfSection): void {
  const width = doc.page.width - 2 * MARGIN;
  if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(winAnsi(section.title), MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  if (section.records.length === 0) doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('None.', MARGIN, doc.y, { width });
  section.records.forEach((record, index) => {
    if (index > 0) {
      doc.moveTo(MARGIN, doc.y + 2).lineTo(MARGIN + width, doc.y + 2).lineWidth(0.5).strokeColor(RULE).stroke();
      doc.moveDown(0.4);
    }
    for (const [label, value] of record) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(`${winAnsi(label)}: `, MARGIN, doc.y, { width, continued: true })
        .font('Helvetica').text(winAnsi(value));
    }
  });
  doc.moveDown(1);
}

/** "Page n of m" at the foot of every page, drawn once all pages exist (the margin is lifted so no page is added). */
function numberPages(doc: PDFKit.PDFDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED)
      .text(`Page ${index - start + 1} of ${count}`, MARGIN, doc.page.height - MARGIN + 12, { width: doc.page.width - 2 * MARGIN, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
}
