import { useQuery } from '@apollo/client/react';
import { RELATIONSHIP_TO_HEAD_LABELS } from '@barangay-portal/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { inhabitantPathFor, registryPaths } from '../paths';
import type { InhabitantRowFieldsFragment } from '../../../gql/graphql';
import { isNotFound } from '../../../lib/graphql-errors';
import { Banner, Button, Card, FactsList, Loading, NoticeBanner, Page, Table, TextCell, Toolbar, useNotice, type TableColumn } from '../../../ui';
import { HouseholdQuery } from '../api/registry.graphql';
import { InhabitantStatusBadge } from '../components/inhabitant-badges';
import { HouseholdFormModal } from '../components/household-form-modal';
import { HouseholdRecordDownloads } from '../components/household-record-downloads';
import { useRecordId } from '../components/record-id';
import { listNameOf, REGISTRY_TEXTS } from '../registry-texts';

const MEMBER_COLUMNS: TableColumn<InhabitantRowFieldsFragment>[] = [
  { key: 'name', header: 'Name', render: (row) => <TextCell><Link to={inhabitantPathFor(row.id)}>{listNameOf(row)}</Link></TextCell> },
  {
    key: 'relationship', header: 'Relationship to the head',
    render: (row) => (row.relationshipToHead ? RELATIONSHIP_TO_HEAD_LABELS[row.relationshipToHead] : '—'),
  },
  { key: 'age', header: 'Age', numeric: true, width: 'narrow', render: (row) => row.age },
  { key: 'status', header: 'Status', width: 'status', render: (row) => <InhabitantStatusBadge status={row.status} /> },
];

/** One household: its number, address and purok, its members (every status, the head first), and Edit household. */
export default function HouseholdPage() {
  const id = useRecordId();
  const { data, error, loading, refetch } = useQuery(HouseholdQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const { notice, show, clear } = useNotice();

  if (id === null || isNotFound(error)) {
    return (
      <Page title={REGISTRY_TEXTS.householdsTitle}>
        <Banner variant="error">{REGISTRY_TEXTS.householdNotFound}</Banner>
        <p><Link to={registryPaths.households}>{REGISTRY_TEXTS.householdsTitle}</Link></p>
      </Page>
    );
  }
  if (error) return <Page title={REGISTRY_TEXTS.householdsTitle}><Banner variant="error">{REGISTRY_TEXTS.householdLoadFailed}</Banner></Page>;
  if (!data) return loading ? <Loading text={REGISTRY_TEXTS.householdLoading} /> : null;
  const { household } = data;

  return (
    <Page title={REGISTRY_TEXTS.householdTitle(household.householdNumber)}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <Toolbar>
        <Link to={registryPaths.households}>{REGISTRY_TEXTS.householdsTitle}</Link>
        <Button variant="secondary" onClick={() => setEditing(true)}>{REGISTRY_TEXTS.editHousehold}</Button>
      </Toolbar>
      <Card title={REGISTRY_TEXTS.detailsTitle}>
        <FactsList>
          <dt>Household number</dt>
          <dd>{household.householdNumber}</dd>
          <dt>Address</dt>
          <dd>{household.address}</dd>
          <dt>Purok or sitio</dt>
          <dd>{household.purok.name}</dd>
        </FactsList>
      </Card>
      <Card title={REGISTRY_TEXTS.membersTitle}>
        <Table
          caption={REGISTRY_TEXTS.membersCaption}
          captionHidden
          columns={MEMBER_COLUMNS}
          rows={household.members}
          getRowKey={(row) => row.id}
          emptyMessage={REGISTRY_TEXTS.noMembers}
        />
      </Card>
      <HouseholdRecordDownloads householdId={household.id} householdNumber={household.householdNumber} />
      <HouseholdFormModal
        open={editing}
        record={household}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          show('success', REGISTRY_TEXTS.householdSaved);
        }}
        onNotFound={() => {
          setEditing(false);
          void refetch().catch(() => undefined);
        }}
      />
    </Page>
  );
}
