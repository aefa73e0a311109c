import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { PurokFieldsFragment } from '../../../gql/graphql';
import { Banner, Button, Card, NoticeBanner, Table, TextCell, Toolbar, useNotice, type TableColumn } from '../../../ui';
import { PuroksQuery } from '../api/registry.graphql';
import { REGISTRY_TEXTS } from '../registry-texts';
import { PurokFormModal } from './purok-form-modal';

/** The barangay's puroks and sitios (a short list, all on one page): add one, rename one. */
export function PuroksCard() {
  const { data, error, loading } = useQuery(PuroksQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ record: PurokFieldsFragment | null } | null>(null);
  const { notice, show, clear } = useNotice();

  const columns: TableColumn<PurokFieldsFragment>[] = [
    { key: 'name', header: 'Name', render: (row) => <TextCell>{row.name}</TextCell> },
    {
      key: 'actions', header: 'Actions', width: 'actions',
      render: (row) => (
        <Button variant="secondary" aria-label={REGISTRY_TEXTS.renamePurok(row.name)} onClick={() => setEditing({ record: row })}>
          {REGISTRY_TEXTS.rename}
        </Button>
      ),
    },
  ];

  return (
    <Card title={REGISTRY_TEXTS.puroksTitle}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {error && <Banner variant="error">{REGISTRY_TEXTS.puroksLoadFailed}</Banner>}
      <Toolbar>
        <span />
        <Button onClick={() => setEditing({ record: null })}>{REGISTRY_TEXTS.addPurok}</Button>
      </Toolbar>
      <Table
        caption={REGISTRY_TEXTS.puroksCaption}
        captionHidden
        columns={columns}
        rows={data?.puroks ?? []}
        getRowKey={(row) => row.id}
        emptyMessage={REGISTRY_TEXTS.noPuroks}
        loading={loading && !data}
      />
      <PurokFormModal
        open={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          show('success', editing?.record ? REGISTRY_TEXTS.purokRenamed(saved.name) : REGISTRY_TEXTS.purokAdded(saved.name));
          setEditing(null);
        }}
        onNotFound={() => setEditing(null)}
      />
    </Card>
  );
}
