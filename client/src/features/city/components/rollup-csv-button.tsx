import { useMessages } from '../../../lib/i18n/language-context';
import { DownloadButton } from '../../../ui';
import { cityMessages } from '../messages';

/** The roll-up's CSV export (GET /api/city/rollup.csv), read afresh by the server when asked for. */
const ROLLUP_CSV_URL = '/api/city/rollup.csv';

export function RollupCsvButton({ onFailure }: { onFailure: (message: string) => void }) {
  const t = useMessages(cityMessages);
  return (
    <DownloadButton
      url={ROLLUP_CSV_URL} fileName="barangay-rollup.csv" label={t('csv.download')} onFailure={() => onFailure(t('csv.failed'))}
    />
  );
}
