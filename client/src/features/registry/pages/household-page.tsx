import { useQuery } from '@apollo/client/react';
import { RELATIONSHIP_TO_HEAD_LABELS } from '@barangay-portal/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { inhabitantPathFor, registryPaths } from '../paths';
import type { InhabitantRowFieldsFragment } from '../../../gql/graphql';
import { isNotFound } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Card, FactsList, Loading, NoticeBanner, Page, Table, TextCell, Toolbar, useNotice, type TableColumn } from '../../../ui';
import { HouseholdQuery } from '../api/registry.graphql';
import { InhabitantStatusBadge } from '../components/inhabitant-badges';
import { HouseholdFormModal } from '../components/household-form-modal';
import { HouseholdRecordDownloads } from '../components/household-record-downloads';
import { useRecordId } from '../components/record-id';
import { registryMessages, type RegistryText } from '../messages';
import { listNameOf } from '../registry-texts';

const memberColumnsOf = (t: RegistryText): TableColumn<InhabitantRowFieldsFragment>[] => [
  { key: 'name', header: t('columns.name'), render: (row) => <TextCell><Link to={inhabitantPathFor(row.id)}>{listNameOf(row)}</Link></TextCell> },
  {
    key: 'relationship', header: t('columns.relationship'),
    render: (row) => (row.relationshipToHead ? RELATIONSHIP_TO_HEAD_LABELS[row.relationshipToHead] : '—'),
  },
  { key: 'age', header: t('columns.age'), numeric: true, width: 'narrow', render: (row) => row.age },
  { key: 'status', header: t('columns.status'), width: 'status', render: (row) => <InhabitantStatusBadge status={row.status} /> },
];

/** One household: its number, address and purok, its members (every status, the head first), and Edit household. */
export default function HouseholdPage() {
  const t = useMessages(registryMessages);
  const memberColumns = useMemo(() => memberColumnsOf(t), [t]);
  const id = useRecordId();
  const { data, error, loading, refetch } = useQuery(HouseholdQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const { notice, show, clear } = useNotice();

  if (id === null || isNotFound(error)) {
    return (
      <Page title={t('households.title')}>
        <Banner variant="error">{t('household.notFound')}</Banner>
        <p><Link to={registryPaths.households}>{t('households.title')}</Link></p>
      </Page>
    );
  }
  if (error) return <Page title={t('households.title')}><Banner variant="error">{t('household.loadFailed')}</Banner></Page>;
  if (!data) return loading ? <Loading text={t('household.loading')} /> : null;
  const { household } = data;

  return (
    <Page title={t('household.title', { number: household.householdNumber })}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <Toolbar>
        <Link to={registryPaths.households}>{t('households.title')}</Link>
        <Button variant="secondary" onClick={() => setEditing(true)}>{t('householdForm.edit')}</Button>
      </Toolbar>
      <Card title={t('details.title')}>
        <FactsList>
          <dt>{t('facts.householdNumber')}</dt>
          <dd>{household.householdNumber}</dd>
          <dt>{t('facts.address')}</dt>
          <dd>{household.address}</dd>
          <dt>{t('facts.purok')}</dt>
          <dd>{household.purok.name}</dd>
        </FactsList>
      </Card>
      <Card title={t('household.members')}>
        <Table
          caption={t('household.membersCaption')}
          captionHidden
          columns={memberColumns}
          rows={household.members}
          getRowKey={(row) => row.id}
          emptyMessage={t('household.noMembers')}
        />
      </Card>
      <HouseholdRecordDownloads householdId={household.id} householdNumber={household.householdNumber} />
      <HouseholdFormModal
        open={editing}
        record={household}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          show('success', t('householdForm.saved'));
        }}
        onNotFound={() => {
          setEditing(false);
          void refetch().catch(() => undefined);
        }}
      />
    </Page>
  );
}
