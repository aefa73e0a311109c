import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { InhabitantFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormModal, formFields, useZodForm } from '../../../ui';
import { SetInhabitantStatusMutation } from '../api/registry.graphql';
import { ONE_HEAD, STATUS_SERVER_FIELDS, statusFormSchema, toStatusInput, type StatusForm } from '../registry-forms';
import { registryMessages } from '../messages';
import { STATUS_OPTIONS } from '../registry-texts';

export interface StatusModalProps {
  open: boolean;
  inhabitant: InhabitantFieldsFragment;
  onClose: () => void;
  onChanged: (changed: InhabitantFieldsFragment) => void;
  onNotFound: () => void;
}

const Field = formFields<StatusForm>();

/** Change status: living here, or moved out or deceased on a date. */
export function StatusModal({ open, ...rest }: StatusModalProps) {
  return open ? <StatusDialog {...rest} /> : null;
}

function StatusDialog({ inhabitant, onClose, onChanged, onNotFound }: Omit<StatusModalProps, 'open'>) {
  const t = useMessages(registryMessages);
  const schema = useMemo(() => statusFormSchema(), []);
  const form = useZodForm(schema, { status: inhabitant.status, date: inhabitant.statusDate ?? '' });
  const [setStatus, { loading }] = useMutation(SetInhabitantStatusMutation);
  const dated = form.watch('status') !== 'LIVING';

  const save = async (values: StatusForm) => {
    const { data } = await setStatus({ variables: { input: toStatusInput(inhabitant.id, values) } });
    if (data) onChanged(data.setInhabitantStatus);
  };

  return (
    <FormModal
      form={form}
      title={t('status.title')}
      saving={loading}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('status.saveFailed'), fields: STATUS_SERVER_FIELDS, onNotFound, ownMessageReasons: ONE_HEAD }}
    >
      <Field.Select name="status" label={t('status.label')} options={STATUS_OPTIONS} placeholder={t('form.choose')} required />
      {dated && <Field.Date name="date" label={t('status.dateLabel')} hint={t('status.dateHint')} required />}
    </FormModal>
  );
}
