import { DownloadButton } from '../../../ui';
import { CITY_TEXTS } from '../city-texts';

/** The roll-up's CSV export (GET /api/city/rollup.csv), read afresh by the server when asked for. */
const ROLLUP_CSV_URL = '/api/city/rollup.csv';

export function RollupCsvButton({ onFailure }: { onFailure: (message: string) => void }) {
  return (
    <DownloadButton
      url={ROLLUP_CSV_URL} fileName="barangay-rollup.csv" label={CITY_TEXTS.downloadCsv} onFailure={() => onFailure(CITY_TEXTS.downloadFailed)}
    />
  );
}
