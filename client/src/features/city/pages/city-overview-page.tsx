import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { BarangayRollupFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useStaffAccess } from '../../../lib/staff-access';
import {
  Banner, Button, Card, handoverOf, NoticeBanner, Page, PasswordHandoverDialog, Toolbar, useNotice, type PasswordHandover,
} from '../../../ui';
import { CityRollupQuery } from '../api/city.graphql';
import { rollupNote } from '../city-texts';
import { cityMessages } from '../messages';
import { HostNamesModal } from '../components/host-names-modal';
import { NewBarangayModal, type CreatedBarangay } from '../components/new-barangay-modal';
import { RollupCsvButton } from '../components/rollup-csv-button';
import { RollupTable } from '../components/rollup-table';

/**
 * City Overview (docs/architecture.md#city-level): every barangay's residents, open and overdue requests,
 * processing-time compliance and waiting IDs, with the city's sums and their CSV; the City Administrator adds
 * barangays and sets their host names here.
 */
export default function CityOverviewPage() {
  const t = useMessages(cityMessages);
  const { dateTime } = useDateFormat();
  const rollup = useQuery(CityRollupQuery, { fetchPolicy: 'cache-and-network' });
  const { canCity } = useStaffAccess();
  const { notice, show, clear } = useNotice();
  const [adding, setAdding] = useState(false);
  const [naming, setNaming] = useState<BarangayRollupFieldsFragment | null>(null);
  const [handover, setHandover] = useState<PasswordHandover | null>(null);
  const figures = rollup.data?.cityRollup;
  const managesBarangays = canCity('MANAGE_BARANGAYS');

  const created = ({ barangay, punongBarangay }: CreatedBarangay) => {
    setAdding(false);
    show('success', t('barangay.created', { name: barangay.name }));
    setHandover(handoverOf(punongBarangay.account, punongBarangay.temporaryPassword));
    void rollup.refetch();
  };

  return (
    <Page title={t('overview.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {rollup.error && <Banner variant="error">{t('rollup.loadFailed')}</Banner>}
      <Card title={t('rollup.title')}>
        <Toolbar>
          <RollupCsvButton onFailure={(message) => show('error', message)} />
          {managesBarangays && <Button onClick={() => setAdding(true)}>{t('barangay.add')}</Button>}
        </Toolbar>
        <RollupTable
          barangays={figures?.barangays ?? []}
          city={figures?.city}
          loading={rollup.loading && !figures}
          onEditHostNames={managesBarangays ? setNaming : undefined}
        />
        {figures && (
          <p>{rollupNote(t, figures.complianceWindowDays, dateTime(figures.asOf))}</p>
        )}
      </Card>
      <NewBarangayModal open={adding} onClose={() => setAdding(false)} onCreated={created} />
      <HostNamesModal
        barangay={naming}
        onClose={() => setNaming(null)}
        onSaved={(barangay) => {
          setNaming(null);
          show('success', t('hostNames.saved', { name: barangay.name }));
          void rollup.refetch();
        }}
      />
      <PasswordHandoverDialog handover={handover} onClose={() => setHandover(null)} />
    </Page>
  );
}
