import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import type { DocumentFieldType } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormModal, formFields, sameNames, useZodForm } from '../../../ui';
import { CreateDocumentTypeMutation, UpdateDocumentTypeMutation } from '../api/document-types.graphql';
import {
  BUILT_IN_PLACEHOLDERS, EMPTY_DOCUMENT_TYPE_FORM, TARGET_DAYS_MAX, documentTypeFormOf, documentTypeFormSchema,
  placeholdersOf, toDocumentTypeInput, type DocumentTypeForm,
} from '../document-type-form';
import { documentTypesMessages } from '../messages';
import { FIELD_LIST_ERROR, FieldListEditor } from './field-list-editor';

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

const Field = formFields<DocumentTypeForm>();

/** The server's input fields are the form's; its message about the list goes on the list. */
const SERVER_FIELDS = {
  ...sameNames<DocumentTypeForm>('name', 'targetProcessingDays', 'certificateTitle', 'certificateBody'),
  // Not a value's path: the list's own message (react-hook-form keeps it beside the fields' ones).
  fields: FIELD_LIST_ERROR as FieldPath<DocumentTypeForm>,
};

/** Add Document Type / Edit Document Type (docs/rules/documents.md#document-type-modal). */
export function DocumentTypeFormModal({ open, ...rest }: DocumentTypeFormModalProps) {
  // Mounted per opening, so each opening starts from the edited type (or an empty form).
  return open ? <DocumentTypeDialog {...rest} /> : null;
}

function DocumentTypeDialog({ editing, onClose, onSaved }: Omit<DocumentTypeFormModalProps, 'open'>) {
  const t = useMessages(documentTypesMessages);
  const schema = useMemo(() => documentTypeFormSchema(t), [t]);
  const form = useZodForm(schema, editing ? documentTypeFormOf(editing) : EMPTY_DOCUMENT_TYPE_FORM);
  const [create, { loading: creating }] = useMutation(CreateDocumentTypeMutation);
  const [update, { loading: updating }] = useMutation(UpdateDocumentTypeMutation);
  const [name, fields] = form.watch(['name', 'fields']);
  const placeholders = placeholdersOf(editing?.certificatePlaceholders ?? BUILT_IN_PLACEHOLDERS, fields.map((field) => field.name));

  // The list's message goes with the change that fixes it: any change while the list has fields.
  const changed = () => {
    if (form.getValues('fields').length > 0) form.clearErrors(['fields', FIELD_LIST_ERROR as FieldPath<DocumentTypeForm>]);
  };

  const save = async (values: DocumentTypeForm) => {
    const input = toDocumentTypeInput(values);
    if (editing) await update({ variables: { id: editing.id, input } });
    else await create({ variables: { input } });
    onSaved(editing ? 'updated' : 'created');
  };

  return (
    <FormModal
      form={form}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      formLabel={t('form.label')}
      size="large"
      saving={creating || updating}
      submitLabel={editing ? t('form.update') : t('form.add')}
      onClose={onClose}
      onSave={save}
      // A 404 (the type was deleted meanwhile) is not reported; the list is simply refreshed (docs/rules/common.md#not-found-ignored).
      refusal={{ message: t('form.saveFailed'), fields: SERVER_FIELDS, onNotFound: () => onSaved('gone') }}
    >
      <Field.Text name="name" label={t('form.name')} required clearsError={(value) => value.trim() !== ''} onValueChange={changed} />
      <Field.TextArea name="description" label={t('form.description')} rows={3} onValueChange={changed} />
      <Field.Number
        name="targetProcessingDays"
        label={t('form.target')}
        min={1}
        max={TARGET_DAYS_MAX}
        step={1}
        hint={t('form.targetHint')}
        onValueChange={changed}
      />
      <FieldListEditor onListChange={changed} />
      <StyledSection>
        <legend>{t('layout.legend')}</legend>
        <StyledNote>{t('layout.note')}</StyledNote>
        <StyledPlaceholders aria-label={t('layout.placeholders')}>
          {placeholders.map((placeholder) => <li key={placeholder}><code>{placeholder}</code></li>)}
        </StyledPlaceholders>
        <Field.Text
          name="certificateTitle"
          label={t('layout.title')}
          placeholder={editing?.defaultCertificateTitle ?? (name.trim() || t('layout.titlePlaceholder'))}
          onValueChange={changed}
        />
        <Field.TextArea
          name="certificateBody"
          label={t('layout.body')}
          rows={6}
          placeholder={editing?.defaultCertificateBody ?? t('layout.bodyPlaceholder')}
          hint={t('layout.bodyHint')}
          onValueChange={changed}
        />
      </StyledSection>
    </FormModal>
  );
}
