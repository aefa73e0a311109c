import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { CityAccountsQuery as CityAccountsData } from '../../../gql/graphql';
import {
  ActionGroup, Banner, Button, Card, handoverOf, Page, PasswordHandoverDialog, StatusBadge, Table, TextCell, Toolbar,
  type PasswordHandover, type TableColumn,
} from '../../../ui';
import { CityAccountsQuery } from '../api/city.graphql';
import { CITY_ROLE_LABELS, CITY_TEXTS } from '../city-texts';
import { CityAccountModal } from '../components/city-account-modal';

type CityAccountRow = CityAccountsData['cityAccounts'][number];

const COLUMNS: TableColumn<CityAccountRow>[] = [
  { key: 'name', header: 'Name', render: (row) => <TextCell>{`${row.firstName} ${row.lastName}`}</TextCell> },
  { key: 'email', header: 'E-mail', render: (row) => <TextCell>{row.email}</TextCell> },
  { key: 'office', header: 'Office', render: (row) => (row.cityRole ? CITY_ROLE_LABELS[row.cityRole] : '—') },
  {
    key: 'status', header: 'Status', width: 'status',
    render: (row) => (
      <ActionGroup>
        {row.mustChangePassword ? <StatusBadge tone="yellow">Temporary password</StatusBadge> : <StatusBadge tone="green">Active</StatusBadge>}
      </ActionGroup>
    ),
  },
];

/** City Accounts (docs/architecture.md#city-level): the offices that oversee every barangay, for the City Administrator. */
export default function CityAccountsPage() {
  const accounts = useQuery(CityAccountsQuery, { fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [handover, setHandover] = useState<PasswordHandover | null>(null);

  return (
    <Page title={CITY_TEXTS.accountsTitle}>
      {accounts.error && <Banner variant="error">{CITY_TEXTS.accountsLoadFailed}</Banner>}
      <Card title="Accounts">
        <Toolbar>
          <Button onClick={() => setAdding(true)}>{CITY_TEXTS.addAccount}</Button>
        </Toolbar>
        <Table
          caption="City accounts"
          captionHidden
          columns={COLUMNS}
          rows={accounts.data?.cityAccounts ?? []}
          getRowKey={(row) => row.id}
          emptyMessage="No city accounts yet"
          loading={accounts.loading && !accounts.data}
          loadingText={CITY_TEXTS.accountsLoading}
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
