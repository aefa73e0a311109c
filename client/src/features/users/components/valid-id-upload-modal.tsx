import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Banner, Button, FileField, Modal } from '../../../ui';
import { UploadValidIdMutation } from '../api/users.graphql';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { PROFILE_MESSAGES } from '../messages';
import { VALID_ID_ACCEPT, isAcceptedIdFile } from '../profile-form';

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

function UploadDialog({ onClose, onUploaded }: Omit<ValidIdUploadModalProps, 'open'>) {
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, { loading }] = useMutation(UploadValidIdMutation);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!file) {
      setFieldError(PROFILE_MESSAGES.fileRequired);
      return;
    }
    if (!isAcceptedIdFile(file)) {
      setFieldError(PROFILE_MESSAGES.fileType);
      return;
    }
    try {
      await upload({ variables: { validId: file } });
      onUploaded();
    } catch (error) {
      // The server names what was wrong with the file (its type or size) under validId.
      setFieldError(graphqlErrorInfo(error).fields.validId?.[0]);
      setFailure(PROFILE_MESSAGES.uploadFailed);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Upload Valid ID"
      dismissible={!loading}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>Cancel</Button>
          <Button type="submit" form={formId} disabled={loading}>{loading ? 'Uploading...' : 'Upload'}</Button>
        </>
      )}
    >
      {failure && <Banner variant="error">{failure}</Banner>}
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Upload Valid ID">
        <FileField
          label="Valid ID"
          accept={VALID_ID_ACCEPT}
          preview
          hint="An image (JPEG, PNG, WebP or GIF) or a PDF of a government-issued ID."
          error={fieldError}
          onChange={(chosen) => {
            setFile(chosen);
            setFieldError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
