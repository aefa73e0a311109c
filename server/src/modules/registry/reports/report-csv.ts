import { longDate } from '../../../common/local-time';
import type { CsvRows } from '../../../common/spreadsheet';
import type { ReportHeading } from './report-heading';

/** The report's heading as label / value rows: the same facts the PDF's letterhead and "Prepared by" carry. */
export function headingRows(title: string, heading: ReportHeading): CsvRows {
  return [
    [title],
    ['City or municipality', heading.cityName],
    ['Barangay', heading.barangayName],
    ...(heading.barangayAddress ? [['Address of the barangay hall', heading.barangayAddress]] : []),
    ['Date prepared', longDate(heading.preparedAt)],
    ['Prepared by', heading.preparedBy],
  ];
}
