import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import type { CounterDocumentRequestInput } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Loading, SearchableSelect, type SelectOption, ZodForm, useZodForm } from '../../../ui';
import {
  CounterDocumentTypesQuery, CounterInhabitantsQuery, SubmitDocumentRequestAtCounterMutation,
} from '../api/document-requests.graphql';
import { answersByName, counterRequestFormSchema, requestFormOf, toFieldData, type CounterRequestForm } from '../dynamic-form';
import { documentRequestsMessages } from '../messages';
import { ClaimStubButton } from './claim-stub-button';
import { DOCUMENT_TYPE_OPTIONS_PAGE_SIZE } from './request-document-modal';
import { RequestFields } from './request-fields';
import { RequestModalFrame } from './request-modal-frame';
import { refusalMessages } from './request-refusal';

export interface CounterRequestModalProps {
  open: boolean;
  onClose: () => void;
  /** Called once the server has taken the request; the modal stays open with its claim stub until closed. */
  onSubmitted: () => void;
}

interface TakenRequest {
  id: number;
  referenceNumber: string;
  requestor: string;
}

/** The living inhabitants whose name or household number holds the search: none before a search. */
function useInhabitantOptions(term: string): readonly SelectOption[] {
  const t = useMessages(documentRequestsMessages);
  const { data, previousData } = useQuery(CounterInhabitantsQuery, { variables: { search: term }, skip: term === '' });
  return ((data ?? previousData)?.counterInhabitants ?? []).map((inhabitant) => ({
    value: String(inhabitant.id),
    label: [
      inhabitant.fullName,
      t('counter.born', { birthdate: inhabitant.birthdate }),
      inhabitant.householdNumber && t('counter.household', { householdNumber: inhabitant.householdNumber }),
      inhabitant.hasAccount && t('counter.hasAccount'),
    ].filter(Boolean).join(', '),
  }));
}

/**
 * Request at the Counter (walk-in service, docs/architecture.md#registry-of-inhabitants): staff who process requests take one for an inhabitant of the
 * registry who came to the hall, with the same document types, fields and limit of three open; then print the
 * claim stub to hand over. An inhabitant with a linked account requests as that account.
 */
export function CounterRequestModal({ open, ...rest }: CounterRequestModalProps) {
  return open ? <CounterRequestDialog {...rest} /> : null;
}

function CounterRequestDialog({ onClose, onSubmitted }: Omit<CounterRequestModalProps, 'open'>) {
  const t = useMessages(documentRequestsMessages);
  const formId = useId();
  const { data, loading, error } = useQuery(CounterDocumentTypesQuery, {
    variables: { pageSize: DOCUMENT_TYPE_OPTIONS_PAGE_SIZE }, fetchPolicy: 'network-only',
  });
  const [submit, { loading: submitting }] = useMutation(SubmitDocumentRequestAtCounterMutation);
  const schema = useMemo(() => counterRequestFormSchema(t), [t]);
  const form = useZodForm(schema, { ...requestFormOf('', []), inhabitantId: '' });
  const [failure, setFailure] = useState<string[] | null>(null);
  const [taken, setTaken] = useState<TakenRequest | null>(null);
  const types = data?.documentTypes.items ?? [];

  const handleSubmit = async ({ inhabitantId, typeId, typeFields, answers }: CounterRequestForm) => {
    const input: CounterDocumentRequestInput = {
      inhabitantId: Number(inhabitantId),
      documentTypeId: Number(typeId),
      fieldData: toFieldData(typeFields, answersByName(typeFields, answers)),
    };
    try {
      const answer = await submit({ variables: { input } });
      if (!answer.data) return;
      setTaken(answer.data.submitDocumentRequestAtCounter);
      onSubmitted();
    } catch (caught) {
      setFailure(refusalMessages(t, caught));
    }
  };

  let body;
  if (taken) {
    body = (
      <>
        <Banner variant="success">{t('counter.taken', { referenceNumber: taken.referenceNumber, requestor: taken.requestor })}</Banner>
        <ClaimStubButton requestId={taken.id} referenceNumber={taken.referenceNumber} />
      </>
    );
  } else if (!data && loading) body = <Loading />;
  else if (!data && error) body = <Banner variant="error">{t('submitFailed')}</Banner>;
  else {
    body = (
      <ZodForm id={formId} form={form} onSubmitStart={() => setFailure(null)} onValid={handleSubmit} aria-label={t('counter.title')}>
        <SearchableSelect
          name="inhabitantId"
          label={t('counter.inhabitant')}
          placeholder={t('counter.chooseInhabitant')}
          searchLabel={t('counter.findInhabitant')}
          searchPlaceholder={t('counter.findInhabitantPlaceholder')}
          useOptions={useInhabitantOptions}
          required
        />
        <RequestFields types={types} onTypeChosen={() => setFailure(null)} />
      </ZodForm>
    );
  }

  return (
    <RequestModalFrame
      title={t('counter.title')}
      onClose={onClose}
      formId={formId}
      showForm={!taken && Boolean(data)}
      submitting={submitting}
      submitLabel={t('counter.submit')}
      closeLabel={taken ? t('counter.done') : t('form.close')}
      failure={failure}
    >
      {body}
    </RequestModalFrame>
  );
}
