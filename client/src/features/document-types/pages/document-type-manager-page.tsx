import { useMemo } from 'react';
import type { DocumentTypeSortField, DocumentTypesQuery as DocumentTypesData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { ManagerScreen, truncate, useManagerScreen, type TableColumn } from '../../../ui';
import { DeleteDocumentTypeMutation, DocumentTypesQuery } from '../api/document-types.graphql';
import { DocumentTypeFormModal, type DocumentTypeSaveOutcome } from '../components/document-type-form-modal';
import { documentTypesMessages, type DocumentTypesText } from '../messages';

type DocumentTypeRow = DocumentTypesData['documentTypes']['items'][number];
/** Document types 5 per page (docs/rules/documents.md#document-types-screen). */
const PAGE_SIZE = 5;

const columnsOf = (t: DocumentTypesText): TableColumn<DocumentTypeRow, DocumentTypeSortField>[] => [
  { key: 'name', header: t('columns.name'), sortable: true, sortKey: 'NAME' },
  {
    key: 'description', header: t('columns.description'), sortable: true, sortKey: 'DESCRIPTION',
    render: (row) => truncate(row.description, 100),
  },
  { key: 'fieldCount', header: t('columns.fields'), sortable: true, sortKey: 'FIELD_COUNT', numeric: true, width: 'narrow' },
  {
    key: 'targetProcessingDays', header: t('columns.target'), numeric: true, width: 'narrow',
    render: (row) => row.targetProcessingDays ?? '',
  },
];

/** Document Types Manager (docs/rules/documents.md#document-types-screen). Default export: the router loads it lazily. */
export default function DocumentTypeManagerPage() {
  const t = useMessages(documentTypesMessages);
  const columns = useMemo(() => columnsOf(t), [t]);
  const screen = useManagerScreen({
    query: DocumentTypesQuery,
    list: (data) => data.documentTypes,
    pageSize: PAGE_SIZE,
    columns,
    initialSort: { sortBy: 'NAME' },
    loadFailed: { text: t('manager.loadFailed') },
    savedText: { created: t('manager.created'), updated: t('manager.updated') } satisfies
      Partial<Record<DocumentTypeSaveOutcome, string>>,
    remove: {
      mutation: DeleteDocumentTypeMutation,
      deleted: t('manager.deleted'),
      failed: t('manager.deleteFailed'),
    },
  });
  return (
    <ManagerScreen
      screen={screen}
      title={t('manager.title')}
      listTitle={t('manager.listTitle')}
      recordName={t('manager.recordName')}
      rowName={(row) => row.name}
      caption={t('manager.caption')}
      emptyMessage={t('manager.empty')}
      loadingText={t('manager.loading')}
      paginationLabel={t('manager.pagination')}
      deleteMessage={(row) => t('manager.confirmDelete', { name: row.name })}
      renderForm={({ record, ...form }) => <DocumentTypeFormModal {...form} editing={record} />}
    />
  );
}
