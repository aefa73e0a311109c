import { PSA_AGE_GROUPS } from '@barangay-portal/domain';
import {
  byAgeGroupTable, byPurokTable, bySectorTable, bySexTable, POPULATION_SUMMARY_TITLE, type PopulationSummary, summaryNote,
  summaryPeriodLines, type SummaryRow, type SummaryTable,
} from './population-summary';
import {
  drawFacts, drawNote, drawSectionTitle, drawSideBySide, drawTable, type Frame, fullWidth, renderReport, type ReportColumn,
} from './report-pdf';

/** Counts as people read them: 12,345. */
const cellText = (cell: string | number): string => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell);
const rowText = (row: SummaryRow): string[] => row.map(cellText);

/** The label column takes what the counts leave. */
const columnsOf = (header: readonly string[], countWidth: number): ReportColumn[] =>
  header.map((title, index) => (index === 0 ? { header: title, width: '*' } : { header: title, width: countWidth, align: 'right' }));

/** Room for the age groups' table beside the others: a row, the header and the total, and the title, in points. */
const AGE_TABLE_HEIGHT = (PSA_AGE_GROUPS.length + 2) * 15 + 24;

function drawSummaryTable(doc: PDFKit.PDFDocument, table: SummaryTable | Omit<SummaryTable, 'total'>, frame: Frame, countWidth: number): void {
  drawSectionTitle(doc, table.title, frame);
  drawTable(doc, columnsOf(table.header, countWidth), table.rows.map(rowText), { frame, total: 'total' in table ? rowText(table.total) : undefined });
}

/**
 * The quarterly population summary as an A4 PDF, on one page for most barangays: letterhead, the period, the totals,
 * the age groups beside sex and sectors, the puroks, how it counts, "Prepared by".
 */
export async function renderPopulationSummaryPdf(summary: PopulationSummary): Promise<Buffer> {
  const page = { title: POPULATION_SUMMARY_TITLE, subtitle: summaryPeriodLines(summary), heading: summary.heading, layout: 'portrait' as const };
  return await renderReport(page, (doc) => {
    drawFacts(doc, [
      ['Inhabitants', cellText(summary.count.inhabitants)],
      ['Households', cellText(summary.count.households)],
    ]);
    drawSideBySide(doc, AGE_TABLE_HEIGHT, [
      (frame) => drawSummaryTable(doc, byAgeGroupTable(summary), frame, 52),
      (frame) => {
        drawSummaryTable(doc, bySexTable(summary), frame, 70);
        drawSummaryTable(doc, bySectorTable(summary), frame, 70);
      },
    ]);
    drawSummaryTable(doc, byPurokTable(summary), fullWidth(doc), 90);
    drawNote(doc, summaryNote(summary));
  });
}
