import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Loading, ZodForm, useZodForm } from '../../../ui';
import { RequestDocumentOptionsQuery, SubmitDocumentRequestMutation } from '../api/document-requests.graphql';
import {
  answersByName, requestFormOf, requestFormSchema, toFieldData, type RequestForm,
} from '../dynamic-form';
import { ErrorReason } from '@barangay-portal/domain';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { useScreenLinks } from '../../../lib/screen-links';
import { documentRequestsMessages } from '../messages';
import { RequestFields } from './request-fields';
import { RequestModalFrame } from './request-modal-frame';
import { refusalMessages } from './request-refusal';

/** The requestable types are few; one page of this size holds them all. */
export const DOCUMENT_TYPE_OPTIONS_PAGE_SIZE = 100;

export interface RequestDocumentModalProps {
  open: boolean;
  onClose: () => void;
  /** Called once the server has accepted the request; the modal stays open with its confirmation until closed. */
  onSubmitted: () => void;
}

/** Request Document (docs/rules/documents.md#request-document-modal). */
export function RequestDocumentModal({ open, ...rest }: RequestDocumentModalProps) {
  return open ? <RequestDocumentDialog {...rest} /> : null;
}

function RequestDocumentDialog({ onClose, onSubmitted }: Omit<RequestDocumentModalProps, 'open'>) {
  const t = useMessages(documentRequestsMessages);
  const formId = useId();
  const { data, loading, error, refetch } = useQuery(RequestDocumentOptionsQuery, {
    variables: { pageSize: DOCUMENT_TYPE_OPTIONS_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const [submit, { loading: submitting }] = useMutation(SubmitDocumentRequestMutation);
  const schema = useMemo(() => requestFormSchema(t), [t]);
  const form = useZodForm(schema, requestFormOf('', []));
  const typeId = form.watch('typeId');
  const [failure, setFailure] = useState<string[] | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { residentProfile } = useScreenLinks();

  const types = data?.documentTypes.items ?? [];
  const chosen = types.find((type) => String(type.id) === typeId);
  const verified = data?.me.idVerificationStatus === 'APPROVED';
  const allowance = data?.documentRequestAllowance;
  const showForm = Boolean(data && verified && allowance?.canSubmit) && !submitted;

  // The Submit button the focus was on is gone once the request is in: keep keyboard users inside the dialog.
  useEffect(() => {
    if (submitted) closeRef.current?.focus();
  }, [submitted]);

  const handleSubmit = async ({ typeFields, answers }: RequestForm) => {
    if (!chosen) return;
    try {
      const fieldData = toFieldData(typeFields, answersByName(typeFields, answers));
      await submit({ variables: { input: { documentTypeId: chosen.id, fieldData } } });
      setSubmitted(true);
      onSubmitted();
    } catch (caught) {
      const info = graphqlErrorInfo(caught);
      // The limit or the verification changed meanwhile: show the state the server reports instead of the form.
      if (info.reason === ErrorReason.OPEN_REQUEST_LIMIT || info.reason === ErrorReason.NOT_VERIFIED) {
        void refetch();
        return;
      }
      setFailure(refusalMessages(t, caught));
    }
  };

  let body;
  if (submitted) body = <Banner variant="success">{t('formSubmitted')}</Banner>;
  else if (!data && loading) body = <Loading />;
  else if (!data && error) body = <Banner variant="error">{t('submitFailed')}</Banner>;
  else if (data && !verified) {
    body = (
      <Banner variant="warning">
        {t('notVerified')}{' '}
        <Link to={residentProfile}>{t('goToProfile')}</Link>
      </Banner>
    );
  } else if (allowance && !allowance.canSubmit) {
    body = <Banner variant="warning">{t('tooManyOpen', { limit: allowance.limit })}</Banner>;
  } else {
    body = (
      <ZodForm id={formId} form={form} onSubmitStart={() => setFailure(null)} onValid={handleSubmit} aria-label={t('request.title')}>
        <RequestFields types={types} onTypeChosen={() => setFailure(null)} />
      </ZodForm>
    );
  }

  return (
    <RequestModalFrame
      title={t('request.title')}
      onClose={onClose}
      formId={formId}
      showForm={showForm}
      submitting={submitting}
      submitLabel={t('request.submit')}
      closeLabel={t('form.close')}
      closeRef={closeRef}
      failure={failure}
    >
      {body}
    </RequestModalFrame>
  );
}
