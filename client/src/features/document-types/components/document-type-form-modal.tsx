import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { DocumentFieldType } from '../../../gql/graphql';
import { Banner, Button, Modal, NumberField, TextAreaField, TextField } from '../../../ui';
import { CreateDocumentTypeMutation, UpdateDocumentTypeMutation } from '../api/document-types.graphql';
import {
  BUILT_IN_PLACEHOLDERS, DOCUMENT_TYPE_MESSAGES, EMPTY_DOCUMENT_TYPE_FORM, TARGET_DAYS_MAX, addField, documentTypeFormOf,
  hasErrors, placeholdersOf, removeField, toDocumentTypeInput, updateField, validateDocumentType, type DocumentTypeErrors, type DocumentTypeForm,
} from '../document-type-form';
import { ErrorCode } from '@barangay-portal/domain';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { FieldListEditor } from './field-list-editor';

export interface EditedDocumentType {
  id: number;
  name: string;
  description: string;
  fields: readonly { name: string; fieldType: DocumentFieldType; required: boolean }[];
  targetProcessingDays?: number | null;
  certificateTitle?: string | null;
  certificateBody?: string | null;
  certificatePlaceholders?: readonly string[];
  defaultCertificateTitle?: string;
  defaultCertificateBody?: string;
}

const StyledSection = styled.fieldset`
  margin: ${({ theme }) => theme.spacing.lg} 0 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
  }
`;

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPlaceholders = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;

  code {
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xs}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.placeholder};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

export type DocumentTypeSaveOutcome = 'created' | 'updated' | 'gone';

export interface DocumentTypeFormModalProps {
  open: boolean;
  /** The type being edited, or null to add one. */
  editing: EditedDocumentType | null;
  onClose: () => void;
  onSaved: (outcome: DocumentTypeSaveOutcome) => void;
}

const NO_ERRORS: DocumentTypeErrors = { fieldNames: {}, fieldTypes: {} };

/** Add Document Type / Edit Document Type (docs/rules/documents.md#document-type-modal). */
export function DocumentTypeFormModal({ open, ...rest }: DocumentTypeFormModalProps) {
  // Mounted per opening, so each opening starts from the edited type (or an empty form).
  return open ? <DocumentTypeDialog {...rest} /> : null;
}

function DocumentTypeDialog({ editing, onClose, onSaved }: Omit<DocumentTypeFormModalProps, 'open'>) {
  const formId = useId();
  const [form, setForm] = useState<DocumentTypeForm>(() => (editing ? documentTypeFormOf(editing) : EMPTY_DOCUMENT_TYPE_FORM));
  const [errors, setErrors] = useState<DocumentTypeErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateDocumentTypeMutation);
  const [update, { loading: updating }] = useMutation(UpdateDocumentTypeMutation);
  const saving = creating || updating;
  const placeholders = placeholdersOf(
    editing?.certificatePlaceholders ?? BUILT_IN_PLACEHOLDERS,
    form.fields.map((field) => field.name),
  );

  const change = (next: DocumentTypeForm) => {
    setForm(next);
    // A message is cleared by the change that can fix it; the rest are checked again on submit.
    setErrors((previous) => ({
      ...previous,
      name: next.name.trim() === '' ? previous.name : undefined,
      fields: next.fields.length === 0 ? previous.fields : undefined,
    }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateDocumentType(form);
    setErrors(found);
    if (hasErrors(found)) return;
    const input = toDocumentTypeInput(form);
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      onSaved(editing ? 'updated' : 'created');
    } catch (error) {
      const info = graphqlErrorInfo(error);
      // A 404 (the type was deleted meanwhile) is not reported; the list is simply refreshed (docs/rules/common.md#not-found-ignored).
      if (info.code === ErrorCode.NOT_FOUND) {
        onSaved('gone');
        return;
      }
      setErrors({
        ...NO_ERRORS,
        name: info.fields.name?.[0],
        fields: info.fields.fields?.[0],
        targetProcessingDays: info.fields.targetProcessingDays?.[0],
        certificateTitle: info.fields.certificateTitle?.[0],
        certificateBody: info.fields.certificateBody?.[0],
      });
      setFailure(DOCUMENT_TYPE_MESSAGES.saveFailed);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={editing ? 'Edit Document Type' : 'Add Document Type'}
      dismissible={!saving}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Update Document Type' : 'Add Document Type'}
          </Button>
        </>
      )}
    >
      {failure && <Banner variant="error">{failure}</Banner>}
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Document Type">
        <TextField
          label="Name"
          required
          value={form.name}
          error={errors.name}
          onChange={(name) => change({ ...form, name })}
        />
        <TextAreaField
          label="Description"
          rows={3}
          value={form.description}
          onChange={(description) => change({ ...form, description })}
        />
        <NumberField
          label="Target processing time (working days)"
          min={1}
          max={TARGET_DAYS_MAX}
          step={1}
          value={form.targetProcessingDays ?? null}
          error={errors.targetProcessingDays}
          hint="Optional: working days (Monday to Friday) from request to pickup. Empty: no commitment."
          onChange={(targetProcessingDays) => {
            change({ ...form, targetProcessingDays });
            setErrors((previous) => ({ ...previous, targetProcessingDays: undefined }));
          }}
        />
        <FieldListEditor
          fields={form.fields}
          error={errors.fields}
          nameErrors={errors.fieldNames}
          typeErrors={errors.fieldTypes}
          onAdd={() => change(addField(form))}
          onRemove={(key) => change(removeField(form, key))}
          onChange={(key, fieldChange) => {
            change(updateField(form, key, fieldChange));
            setErrors((previous) => ({
              ...previous,
              fieldNames: 'name' in fieldChange ? omitKey(previous.fieldNames, key) : previous.fieldNames,
              fieldTypes: 'fieldType' in fieldChange ? omitKey(previous.fieldTypes, key) : previous.fieldTypes,
            }));
          }}
        />
        <StyledSection>
          <legend>Certificate layout</legend>
          <StyledNote>
            Optional. Leave a field empty to print the default layout. Available placeholders:
          </StyledNote>
          <StyledPlaceholders aria-label="Available placeholders">
            {placeholders.map((placeholder) => <li key={placeholder}><code>{placeholder}</code></li>)}
          </StyledPlaceholders>
          <TextField
            label="Certificate title"
            value={form.certificateTitle ?? ''}
            placeholder={editing?.defaultCertificateTitle ?? (form.name.trim() || 'The document type name')}
            error={errors.certificateTitle}
            onChange={(certificateTitle) => {
              change({ ...form, certificateTitle });
              setErrors((previous) => ({ ...previous, certificateTitle: undefined }));
            }}
          />
          <TextAreaField
            label="Certificate text"
            rows={6}
            value={form.certificateBody ?? ''}
            placeholder={editing?.defaultCertificateBody ?? 'The default certificate text'}
            hint="Paragraphs are separated by a blank line."
            error={errors.certificateBody}
            onChange={(certificateBody) => {
              change({ ...form, certificateBody });
              setErrors((previous) => ({ ...previous, certificateBody: undefined }));
            }}
          />
        </StyledSection>
      </form>
    </Modal>
  );
}

function omitKey(record: Record<number, string>, key: number): Record<number, string> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}
