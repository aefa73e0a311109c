import PDFDocument from 'pdfkit';
import { longDate } from '../../../common/local-time';
import { PDF_INK as INK, PDF_MUTED as MUTED, pdfBytes, winAnsi } from '../../../common/pdf';
import type { ReportHeading } from './report-heading';

/** The page layout and drawing shared by the registry's reports: letterhead, tables, and the "Prepared by" block. */

const RULE = '#888888';
const HEADER_FILL = '#e8e8e8';
const MARGIN = 36;

export interface ReportPage {
  /** Its title in the PDF's properties and under the letterhead, e.g. "Household Record of Barangay Inhabitants". */
  title: string;
  /** Lines under the title: what the report covers. */
  subtitle: readonly string[];
  heading: ReportHeading;
  layout: 'portrait' | 'landscape';
}

/** A column of a report's table: its header, width in points or '*' for a share of what is left, alignment. */
export interface ReportColumn {
  header: string;
  width: number | '*';
  align?: 'left' | 'right';
}

/** An A4 report with its letterhead drawn; `draw` adds the body, then it is closed with "Prepared by" and its bytes returned. */
export async function renderReport(page: ReportPage, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: page.layout,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'en-PH',
    displayTitle: true,
    info: {
      Title: winAnsi(`${page.title}, ${page.heading.barangayName}`),
      Author: winAnsi(page.heading.barangayName),
      Creator: 'Barangay Portal',
      CreationDate: page.heading.preparedAt,
      ModDate: page.heading.preparedAt,
    },
  });
  const bytes = pdfBytes(doc);
  drawLetterhead(doc, page);
  draw(doc);
  drawPreparedBy(doc, page.heading);
  doc.end();
  return await bytes;
}

function drawLetterhead(doc: PDFKit.PDFDocument, { title, subtitle, heading }: ReportPage): void {
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Republic of the Philippines', { align: 'center' });
  doc.text(winAnsi(heading.cityName), { align: 'center' });
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(winAnsi(heading.barangayName), { align: 'center' });
  if (heading.barangayAddress) doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(winAnsi(heading.barangayAddress), { align: 'center' });
  doc.moveDown(0.5);
  const width = contentWidth(doc);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.75).strokeColor(INK).stroke();
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(winAnsi(title.toUpperCase()), { align: 'center', characterSpacing: 0.5 });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of subtitle) doc.text(winAnsi(line), { align: 'center' });
  doc.moveDown(0.8);
}

/** A label and value per line, "Household No.: HH-001", the label bold. */
export function drawFacts(doc: PDFKit.PDFDocument, facts: ReadonlyArray<readonly [label: string, value: string]>): void {
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${winAnsi(label)}: `, MARGIN, doc.y, { continued: true })
      .font('Helvetica').text(winAnsi(value));
  }
  doc.moveDown(0.6);
}

/** Where on the page a block is drawn: its left edge and width, in points. */
export interface Frame {
  x: number;
  width: number;
}

/** The page between its margins. */
export function fullWidth(doc: PDFKit.PDFDocument): Frame {
  return { x: MARGIN, width: contentWidth(doc) };
}

/** A section's title over its table. */
export function drawSectionTitle(doc: PDFKit.PDFDocument, title: string, frame: Frame = fullWidth(doc)): void {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(winAnsi(title), frame.x, doc.y, { width: frame.width });
  doc.moveDown(0.3);
}

/**
 * Blocks side by side, in columns of equal width from the same height (a new page first when `height` points no longer
 * fit); the page goes on under the tallest. Each block must fit its column on the page: no page break inside.
 */
export function drawSideBySide(doc: PDFKit.PDFDocument, height: number, blocks: ReadonlyArray<(frame: Frame) => void>): void {
  const gap = 18;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  const width = (contentWidth(doc) - gap * (blocks.length - 1)) / blocks.length;
  let bottom = top;
  blocks.forEach((block, index) => {
    doc.y = top;
    block({ x: MARGIN + index * (width + gap), width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom;
}

/**
 * A table with a shaded header row (marked as header cells for screen readers), one row per line; pdfkit moves rows
 * that do not fit to the next page. `total`, when given, is the last row, in bold.
 */
export function drawTable(
  doc: PDFKit.PDFDocument, columns: readonly ReportColumn[], rows: ReadonlyArray<readonly string[]>,
  { fontSize = 9, total, frame = fullWidth(doc) }: { fontSize?: number; total?: readonly string[]; frame?: Frame } = {},
): void {
  doc.font('Helvetica').fontSize(fontSize).fillColor(INK);
  const cell = (text: string, column: ReportColumn, bold = false) => ({
    text: winAnsi(text), align: { x: column.align ?? 'left', y: 'top' as const }, ...(bold ? { font: { src: 'Helvetica-Bold' } } : {}),
  });
  const header = columns.map((column) => ({ ...cell(column.header, column, true), type: 'TH' as const, backgroundColor: HEADER_FILL }));
  const body = rows.map((row) => row.map((text, index) => cell(text, columns[index])));
  const footer = total ? [total.map((text, index) => cell(text, columns[index], true))] : [];
  doc.table({
    position: { x: frame.x, y: doc.y },
    maxWidth: frame.width,
    columnStyles: columns.map((column) => ({ width: column.width })),
    defaultStyle: { border: 0.5, borderColor: RULE, padding: [1.5, 3] },
    data: [header, ...body, ...footer],
  });
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

/** A note in small muted type: what a figure means. */
export function drawNote(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(winAnsi(text), MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

/** "Prepared by", the staff member's name over a signature line, and the date, kept together on one page. */
function drawPreparedBy(doc: PDFKit.PDFDocument, heading: ReportHeading): void {
  const blockHeight = 64;
  if (doc.y + blockHeight > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(1);
  const width = 220;
  const x = MARGIN;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Prepared by:', x, doc.y, { width });
  const lineY = doc.y + 20;
  doc.moveTo(x, lineY).lineTo(x + width, lineY).lineWidth(0.75).strokeColor(INK).stroke();
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(winAnsi(heading.preparedBy.toUpperCase()), x, lineY + 3, { width, align: 'center' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(`Date prepared: ${longDate(heading.preparedAt)}`, x, doc.y + 2, { width, align: 'center' });
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - 2 * MARGIN;
}
