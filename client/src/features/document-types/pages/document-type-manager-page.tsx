import type { DocumentTypeSortField, DocumentTypesQuery as DocumentTypesData } from '../../../gql/graphql';
import { ManagerScreen, truncate, useManagerScreen, type TableColumn } from '../../../ui';
import { DeleteDocumentTypeMutation, DocumentTypesQuery } from '../api/document-types.graphql';
import { DocumentTypeFormModal, type DocumentTypeSaveOutcome } from '../components/document-type-form-modal';
import { DOCUMENT_TYPE_MESSAGES } from '../document-type-form';

type DocumentTypeRow = DocumentTypesData['documentTypes']['items'][number];
/** Document types 5 per page (docs/rules/documents.md#document-types-screen). */
const PAGE_SIZE = 5;

const COLUMNS: TableColumn<DocumentTypeRow, DocumentTypeSortField>[] = [
  { key: 'name', header: 'Name', sortable: true, sortKey: 'NAME' },
  {
    key: 'description', header: 'Description', sortable: true, sortKey: 'DESCRIPTION',
    render: (row) => truncate(row.description, 100),
  },
  { key: 'fieldCount', header: 'Fields', sortable: true, sortKey: 'FIELD_COUNT', numeric: true, width: 'narrow' },
  {
    key: 'targetProcessingDays', header: 'Target (days)', numeric: true, width: 'narrow',
    render: (row) => row.targetProcessingDays ?? '',
  },
];

/** Document Types Manager (docs/rules/documents.md#document-types-screen). Default export: the router loads it lazily. */
export default function DocumentTypeManagerPage() {
  const screen = useManagerScreen({
    query: DocumentTypesQuery,
    list: (data) => data.documentTypes,
    pageSize: PAGE_SIZE,
    columns: COLUMNS,
    initialSort: { sortBy: 'NAME' },
    loadFailed: { text: 'Failed to load document types.' },
    savedText: { created: DOCUMENT_TYPE_MESSAGES.created, updated: DOCUMENT_TYPE_MESSAGES.updated } satisfies
      Partial<Record<DocumentTypeSaveOutcome, string>>,
    remove: {
      mutation: DeleteDocumentTypeMutation,
      deleted: DOCUMENT_TYPE_MESSAGES.deleted,
      failed: DOCUMENT_TYPE_MESSAGES.deleteFailed,
    },
  });
  return (
    <ManagerScreen
      screen={screen}
      title="Document Types Manager"
      listTitle="Document Types"
      recordName="Document Type"
      rowName={(row) => row.name}
      caption="Document types"
      emptyMessage="No document types available"
      loadingText="Loading document types..."
      paginationLabel="Document types pages"
      deleteMessage={(row) => `Are you sure you want to delete the document type "${row.name}"?`}
      renderForm={({ record, ...form }) => <DocumentTypeFormModal {...form} editing={record} />}
    />
  );
}
