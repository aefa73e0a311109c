import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { CityAccountsQuery as CityAccountsData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  ActionGroup, Banner, Button, Card, handoverOf, Page, PasswordHandoverDialog, StatusBadge, Table, TextCell, Toolbar,
  type PasswordHandover, type TableColumn,
} from '../../../ui';
import { CityAccountsQuery } from '../api/city.graphql';
import { CITY_ROLE_LABELS } from '../city-texts';
import { CityAccountModal } from '../components/city-account-modal';
import { cityMessages, type CityText } from '../messages';

type CityAccountRow = CityAccountsData['cityAccounts'][number];

const columnsOf = (t: CityText): TableColumn<CityAccountRow>[] => [
  { key: 'name', header: t('accounts.columns.name'), render: (row) => <TextCell>{`${row.firstName} ${row.lastName}`}</TextCell> },
  { key: 'email', header: t('accounts.columns.email'), render: (row) => <TextCell>{row.email}</TextCell> },
  { key: 'office', header: t('accounts.columns.office'), render: (row) => (row.cityRole ? CITY_ROLE_LABELS[row.cityRole] : '—') },
  {
    key: 'status', header: t('accounts.columns.status'), width: 'status',
    render: (row) => (
      <ActionGroup>
        {row.mustChangePassword ? <StatusBadge tone="yellow">{t('accounts.status.temporaryPassword')}</StatusBadge> : <StatusBadge tone="green">{t('accounts.status.active')}</StatusBadge>}
      </ActionGroup>
    ),
  },
];

/** City Accounts (docs/architecture.md#city-level): the offices that oversee every barangay, for the City Administrator. */
export default function CityAccountsPage() {
  const t = useMessages(cityMessages);
  const accounts = useQuery(CityAccountsQuery, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [handover, setHandover] = useState<PasswordHandover | null>(null);

  return (
    <Page title={t('accounts.title')}>
      {accounts.error && <Banner variant="error">{t('accounts.loadFailed')}</Banner>}
      <Card title={t('accounts.card')}>
        <Toolbar>
          <Button onClick={() => setAdding(true)}>{t('accounts.add')}</Button>
        </Toolbar>
        <Table
          caption={t('accounts.caption')}
          captionHidden
          columns={columnsOf(t)}
          rows={accounts.data?.cityAccounts ?? []}
          getRowKey={(row) => row.id}
          emptyMessage={t('accounts.empty')}
          loading={accounts.loading && !accounts.data}
          loadingText={t('accounts.loading')}
        />
      </Card>
      <CityAccountModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={({ account, temporaryPassword }) => {
          setAdding(false);
          setHandover(handoverOf(account, temporaryPassword));
          void accounts.refetch();
        }}
      />
      <PasswordHandoverDialog handover={handover} onClose={() => setHandover(null)} />
    </Page>
  );
}
