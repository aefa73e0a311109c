import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { DocumentTypeSortField, DocumentTypesQuery as DocumentTypesData } from '../../../gql/graphql';
import { ActionGroup, Banner, Button, Card, ConfirmDialog, type Notice, NoticeBanner, Page, Pagination, Table, type TableColumn, Toolbar, truncate, useTableState } from '../../../ui';
import { DeleteDocumentTypeMutation, DocumentTypesQuery } from '../api/document-types.graphql';
import {
  DocumentTypeFormModal, type DocumentTypeSaveOutcome, type EditedDocumentType,
} from '../components/document-type-form-modal';
import { DOCUMENT_TYPE_MESSAGES } from '../document-type-form';
import { ErrorCode } from '@barangay-portal/domain';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';

type DocumentTypeRow = DocumentTypesData['documentTypes']['items'][number];
/** Document types 5 per page (docs/rules/documents.md#document-types-screen). */
const PAGE_SIZE = 5;

const SAVED: Record<Exclude<DocumentTypeSaveOutcome, 'gone'>, string> = {
  created: DOCUMENT_TYPE_MESSAGES.created,
  updated: DOCUMENT_TYPE_MESSAGES.updated,
};

/** Document Types Manager (docs/rules/documents.md#document-types-screen). Default export: the router loads it lazily. */
export default function DocumentTypeManagerPage() {
  const table = useTableState<DocumentTypeSortField>({ pageSize: PAGE_SIZE, initialSort: { sortBy: 'NAME' } });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<EditedDocumentType | null>(null);
  const [deleting, setDeleting] = useState<DocumentTypeRow | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(DocumentTypesQuery, {
    variables: {
      sortBy: table.sortBy ?? 'NAME',
      sortDirection: table.sortDirection,
      page: table.page,
      pageSize: table.pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteType, { loading: deletingNow }] = useMutation(DeleteDocumentTypeMutation);
  const types = data?.documentTypes ?? previousData?.documentTypes;
  const page = table.clampToPageCount(types?.total);

  // A load failure of an admin list is shown only when it is not a 404 (docs/rules/common.md#not-found-ignored).
  const loadFailed = error && graphqlErrorInfo(error).code !== ErrorCode.NOT_FOUND;

  const afterChange = () => {
    // Saves and deletes go back to page 1 (docs/rules/common.md#table-page-reset).
    table.resetPage();
    void refetch();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteType({ variables: { id: deleting.id } });
      setNotice({ variant: 'success', text: DOCUMENT_TYPE_MESSAGES.deleted });
    } catch (caught) {
      if (graphqlErrorInfo(caught).code !== ErrorCode.NOT_FOUND) {
        setNotice({ variant: 'error', text: DOCUMENT_TYPE_MESSAGES.deleteFailed });
      }
    }
    setDeleting(null);
    afterChange();
  };

  const columns: TableColumn<DocumentTypeRow, DocumentTypeSortField>[] = [
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
    {
      key: 'actions', header: 'Actions', width: 'actions',
      render: (row) => (
        <ActionGroup>
          <Button
            variant="secondary"
            aria-label={`Edit ${row.name}`}
            onClick={() => {
              setEditing(row);
              setFormOpen(true);
            }}
          >
            Edit
          </Button>
          <Button variant="danger" aria-label={`Delete ${row.name}`} onClick={() => setDeleting(row)}>Delete</Button>
        </ActionGroup>
      ),
    },
  ];

  return (
    <Page title="Document Types Manager">
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      {loadFailed && <Banner variant="error">Failed to load document types.</Banner>}
      <Card title="Document Types">
        <Toolbar>
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            Add Document Type
          </Button>
        </Toolbar>
        <Table
          caption="Document types"
          captionHidden
          columns={columns}
          rows={types?.items ?? []}
          getRowKey={(row) => row.id}
          sortBy={table.sortBy}
          sortDirection={table.sortDirection}
          onSort={table.toggleSort}
          emptyMessage="No document types available"
          loading={loading}
          loadingText="Loading document types..."
        />
        <Pagination
          page={page}
          pageCount={table.pageCountFor(types?.total ?? 0)}
          onPageChange={table.setPage}
          label="Document types pages"
        />
      </Card>
      <DocumentTypeFormModal
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onSaved={(outcome) => {
          setFormOpen(false);
          if (outcome !== 'gone') setNotice({ variant: 'success', text: SAVED[outcome] });
          afterChange();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Document Type"
        message={deleting ? `Are you sure you want to delete the document type "${deleting.name}"?` : ''}
        confirmLabel="Delete Document Type"
        cancelLabel="Keep Document Type"
        tone="danger"
        busy={deletingNow}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
