import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { z } from '../../../ui/form/zod';
import { FormModal, checked, formFields, useZodForm, type FormSchema } from '../../../ui';
import { UploadValidIdMutation } from '../api/users.graphql';
import { usersMessages, type UsersText } from '../messages';
import { VALID_ID_ACCEPT, isAcceptedIdFile, validIdHint } from '../profile-form';

export interface ValidIdUploadModalProps {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/** Get Verified (docs/rules/id-verification.md#get-verified): one image or PDF; the server sets the status to pending. */
export function ValidIdUploadModal({ open, ...rest }: ValidIdUploadModalProps) {
  // Mounted per opening, so every opening starts without a file or a message.
  return open ? <UploadDialog {...rest} /> : null;
}

interface ValidIdForm {
  validId: File | null;
}

/** One file, of a valid ID's kind (the server decides by its content; this spares a round trip). */
const validIdSchema = (t: UsersText): FormSchema<ValidIdForm> => z.object({
  validId: checked<File | null>((file) => {
    if (!file) return t('validId.fileRequired');
    return isAcceptedIdFile(file) ? undefined : t('validId.fileType');
  }),
});

const Field = formFields<ValidIdForm>();

function UploadDialog({ onClose, onUploaded }: Omit<ValidIdUploadModalProps, 'open'>) {
  const t = useMessages(usersMessages);
  // Built again when the language changes, so the next check speaks it.
  const schema = useMemo(() => validIdSchema(t), [t]);
  const form = useZodForm(schema, { validId: null });
  const [upload, { loading }] = useMutation(UploadValidIdMutation);

  const save = async ({ validId }: ValidIdForm) => {
    await upload({ variables: { validId } });
    onUploaded();
  };

  return (
    <FormModal
      form={form}
      title={t('validId.title')}
      saving={loading}
      submitLabel={t('validId.upload')}
      savingLabel={t('validId.uploading')}
      onClose={onClose}
      onSave={save}
      // The server names what was wrong with the file (its type or size) under validId.
      refusal={{ message: t('validId.uploadFailed'), fields: { validId: 'validId' } }}
    >
      <Field.File
        name="validId"
        label={t('validId.label')}
        accept={VALID_ID_ACCEPT}
        preview
        hint={validIdHint(t)}
      />
    </FormModal>
  );
}
