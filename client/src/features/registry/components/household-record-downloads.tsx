import { useMessages } from '../../../lib/i18n/language-context';
import { Card } from '../../../ui';
import { registryMessages } from '../messages';
import { householdRecordUrl } from '../registry-reports';
import { ReportDownloads } from './report-downloads';

/** The household page's Reports card: its record in the manner of RBI Form B, as PDF and as CSV. */
export function HouseholdRecordDownloads({ householdId, householdNumber }: { householdId: number; householdNumber: string }) {
  const t = useMessages(registryMessages);
  const fallbackName = `household-record-${householdNumber}`;
  return (
    <Card title={t('reports.householdRecordTitle')}>
      <ReportDownloads
        downloads={[
          { label: t('reports.householdRecordPdf'), url: householdRecordUrl(householdId, 'pdf'), fallbackName: `${fallbackName}.pdf` },
          { label: t('reports.householdRecordCsv'), url: householdRecordUrl(householdId, 'csv'), fallbackName: `${fallbackName}.csv` },
        ]}
      />
    </Card>
  );
}
