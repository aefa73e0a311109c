import { useState } from 'react';
import { useAuthorizedDownload } from '../../../lib/authorized-download';
import { Button } from '../../../ui';
import { CITY_TEXTS } from '../city-texts';

/** The roll-up's CSV export (GET /api/city/rollup.csv), read afresh by the server when asked for. */
const ROLLUP_CSV_URL = '/api/city/rollup.csv';

export function RollupCsvButton({ onFailure }: { onFailure: (message: string) => void }) {
  const download = useAuthorizedDownload();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    if (!(await download(ROLLUP_CSV_URL, 'barangay-rollup.csv'))) onFailure(CITY_TEXTS.downloadFailed);
    setBusy(false);
  };
  return <Button variant="secondary" disabled={busy} onClick={() => void save()}>{CITY_TEXTS.downloadCsv}</Button>;
}
