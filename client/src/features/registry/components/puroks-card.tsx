import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { PurokFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Card, NoticeBanner, Table, TextCell, Toolbar, useNotice, type TableColumn } from '../../../ui';
import { PuroksQuery } from '../api/registry.graphql';
import { registryMessages } from '../messages';
import { PurokFormModal } from './purok-form-modal';

/** The barangay's puroks and sitios (a short list, all on one page): add one, rename one. */
export function PuroksCard() {
  const t = useMessages(registryMessages);
  const { data, error, loading } = useQuery(PuroksQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ record: PurokFieldsFragment | null } | null>(null);
  const { notice, show, clear } = useNotice();

  const columns: TableColumn<PurokFieldsFragment>[] = [
    { key: 'name', header: t('columns.name'), render: (row) => <TextCell>{row.name}</TextCell> },
    {
      key: 'actions', header: t('columns.actions'), width: 'actions',
      render: (row) => (
        <Button variant="secondary" aria-label={t('puroks.renameTitle', { name: row.name })} onClick={() => setEditing({ record: row })}>
          {t('puroks.rename')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('puroks.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      {error && <Banner variant="error">{t('puroks.loadFailed')}</Banner>}
      <Toolbar>
        <span />
        <Button onClick={() => setEditing({ record: null })}>{t('puroks.add')}</Button>
      </Toolbar>
      <Table
        caption={t('puroks.caption')}
        captionHidden
        columns={columns}
        rows={data?.puroks ?? []}
        getRowKey={(row) => row.id}
        emptyMessage={t('puroks.empty')}
        loading={loading && !data}
      />
      <PurokFormModal
        open={editing !== null}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          show('success', editing?.record ? t('puroks.renamed', { name: saved.name }) : t('puroks.added', { name: saved.name }));
          setEditing(null);
        }}
        onNotFound={() => setEditing(null)}
      />
    </Card>
  );
}
