import { useId, useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ErrorCode, type ErrorReason } from '@barangay-portal/domain';
import { findGraphQLError, isNotFound, serverFieldErrors } from '../../lib/graphql-errors';
import { useMessages } from '../../lib/i18n/language-context';
import { Banner } from '../banner';
import { Button } from '../button';
import { uiMessages } from '../messages';
import { Modal, type ModalSize } from '../modal';
import { setServerFieldErrors } from './field-errors';
import { ZodForm } from './zod-form';

/** How an add/edit dialog's save ended: added, updated, or the record was gone (deleted meanwhile; not reported, docs/rules/common.md#not-found-ignored). */
export type SaveOutcome = 'added' | 'updated' | 'gone';

/** What every add/edit dialog of a record takes besides the record. */
export interface RecordFormModalProps {
  onClose: () => void;
  onSaved: (outcome: SaveOutcome) => void;
}

/** What a refused save shows: the banner's text and the server's field messages on the form's fields. */
export interface FormRefusal<T extends FieldValues> {
  message: string;
  /** Server input field name -> the form field showing its message; the others are not shown. */
  fields: Readonly<Record<string, FieldPath<T>>>;
  /** The record is gone (deleted meanwhile): called instead, nothing is shown (docs/rules/common.md#not-found-ignored). */
  onNotFound?: () => void;
  /**
   * Refused inputs (by their reason) that break a rule about other records, not a field of this form (e.g. a
   * household's one head while changing a status): the banner says the server's own message, as for a conflict.
   */
  ownMessageReasons?: readonly ErrorReason[];
}

export interface FormModalProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The dialog's title, e.g. 'Add Project' / 'Edit Project'; also the form's name unless `formLabel` is given. */
  title: string;
  formLabel?: string;
  size?: ModalSize;
  /** While true: the buttons are disabled, Save reads `savingLabel`, and the dialog cannot be dismissed. */
  saving: boolean;
  /** 'Save' unless given. */
  submitLabel?: string;
  /** 'Saving...' unless given. */
  savingLabel?: string;
  onClose: () => void;
  /** Sends the accepted values; what it throws is read as the server's refusal. */
  onSave: (values: T) => Promise<void>;
  refusal: FormRefusal<T>;
  children: ReactNode;
}

/**
 * The frame of every add/edit dialog (docs/architecture.md#client-forms): Cancel and Save under the form, the
 * refusal banner above it, the server's field messages on the fields.
 */
export function FormModal<T extends FieldValues>({
  form, title, formLabel = title, size, saving, submitLabel, savingLabel, onClose, onSave, refusal, children,
}: FormModalProps<T>) {
  const t = useMessages(uiMessages);
  const formId = useId();
  /** The refusal banner's text; null while there is none. */
  const [failed, setFailed] = useState<string | null>(null);

  const save = async (values: T) => {
    try {
      await onSave(values);
    } catch (error) {
      if (refusal.onNotFound && isNotFound(error)) {
        refusal.onNotFound();
        return;
      }
      setServerFieldErrors(form.setError, serverFieldErrors(error), refusal.fields);
      // A refusal for the state of things, not for a field, says its own reason (nothing below would explain it).
      const ruleBroken = refusal.ownMessageReasons?.map((reason) => findGraphQLError(error, ErrorCode.BAD_USER_INPUT, reason)).find(Boolean);
      setFailed(findGraphQLError(error, ErrorCode.CONFLICT)?.message ?? ruleBroken?.message ?? refusal.message);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size={size}
      dismissible={!saving}
      footer={(
        <>
          <Button variant="secondary" disabled={saving} onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" form={formId} disabled={saving} aria-busy={saving || undefined}>
            {saving ? savingLabel ?? t('form.saving') : submitLabel ?? t('form.save')}
          </Button>
        </>
      )}
    >
      {failed && <Banner variant="error">{failed}</Banner>}
      <ZodForm id={formId} form={form} busy={saving} onSubmitStart={() => setFailed(null)} onValid={save} aria-label={formLabel}>
        {children}
      </ZodForm>
    </Modal>
  );
}
