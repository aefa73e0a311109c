import { Card } from '../../../ui';
import { householdRecordUrl, REPORT_TEXTS } from '../registry-reports';
import { ReportDownloads } from './report-downloads';

/** The household page's Reports card: its record in the manner of RBI Form B, as PDF and as CSV. */
export function HouseholdRecordDownloads({ householdId, householdNumber }: { householdId: number; householdNumber: string }) {
  const fallbackName = `household-record-${householdNumber}`;
  return (
    <Card title={REPORT_TEXTS.householdRecordTitle}>
      <ReportDownloads
        downloads={[
          { label: REPORT_TEXTS.householdRecordPdf, url: householdRecordUrl(householdId, 'pdf'), fallbackName: `${fallbackName}.pdf` },
          { label: REPORT_TEXTS.householdRecordCsv, url: householdRecordUrl(householdId, 'csv'), fallbackName: `${fallbackName}.csv` },
        ]}
      />
    </Card>
  );
}
