import { useMutation } from '@apollo/client/react';
import { z } from '../../../ui/form/zod';
import { FormModal, checked, formFields, useZodForm, type FormSchema } from '../../../ui';
import { UploadValidIdMutation } from '../api/users.graphql';
import { PROFILE_MESSAGES } from '../messages';
import { VALID_ID_ACCEPT, VALID_ID_HINT, isAcceptedIdFile } from '../profile-form';

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
const validIdSchema: FormSchema<ValidIdForm> = z.object({
  validId: checked<File | null>((file) => {
    if (!file) return PROFILE_MESSAGES.fileRequired;
    return isAcceptedIdFile(file) ? undefined : PROFILE_MESSAGES.fileType;
  }),
});

const Field = formFields<ValidIdForm>();

function UploadDialog({ onClose, onUploaded }: Omit<ValidIdUploadModalProps, 'open'>) {
  const form = useZodForm(validIdSchema, { validId: null });
  const [upload, { loading }] = useMutation(UploadValidIdMutation);

  const save = async ({ validId }: ValidIdForm) => {
    await upload({ variables: { validId } });
    onUploaded();
  };

  return (
    <FormModal
      form={form}
      title="Upload Valid ID"
      saving={loading}
      submitLabel="Upload"
      savingLabel="Uploading..."
      onClose={onClose}
      onSave={save}
      // The server names what was wrong with the file (its type or size) under validId.
      refusal={{ message: PROFILE_MESSAGES.uploadFailed, fields: { validId: 'validId' } }}
    >
      <Field.File
        name="validId"
        label="Valid ID"
        accept={VALID_ID_ACCEPT}
        preview
        hint={VALID_ID_HINT}
      />
    </FormModal>
  );
}
