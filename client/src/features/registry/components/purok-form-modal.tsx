import { useMutation } from '@apollo/client/react';
import { REGISTRY_FIELDS } from '@barangay-portal/domain';
import type { PurokFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormModal, formFields, useZodForm } from '../../../ui';
import { CreatePurokMutation, PuroksQuery, RenamePurokMutation } from '../api/registry.graphql';
import { PUROK_SERVER_FIELDS, purokFormSchema, type PurokForm } from '../registry-forms';
import { registryMessages } from '../messages';

export interface PurokFormModalProps {
  open: boolean;
  /** The purok to rename; null to add one. */
  record: PurokFieldsFragment | null;
  onClose: () => void;
  onSaved: (saved: PurokFieldsFragment) => void;
  onNotFound?: () => void;
}

const Field = formFields<PurokForm>();

/** Add purok or sitio, or rename one. */
export function PurokFormModal({ open, ...rest }: PurokFormModalProps) {
  return open ? <PurokDialog {...rest} /> : null;
}

function PurokDialog({ record, onClose, onSaved, onNotFound }: Omit<PurokFormModalProps, 'open'>) {
  const t = useMessages(registryMessages);
  const form = useZodForm(purokFormSchema, { name: record?.name ?? '' });
  // Every purok select (filters, household forms) reads the list again: a new or renamed one shows there at once.
  const refetchQueries = [PuroksQuery];
  const [create, created] = useMutation(CreatePurokMutation, { refetchQueries });
  const [rename, renamed] = useMutation(RenamePurokMutation, { refetchQueries });

  const save = async ({ name }: PurokForm) => {
    if (record) {
      const { data } = await rename({ variables: { input: { id: record.id, name: name.trim() } } });
      if (data) onSaved(data.renamePurok);
    } else {
      const { data } = await create({ variables: { input: { name: name.trim() } } });
      if (data) onSaved(data.createPurok);
    }
  };

  const title = record ? t('puroks.renameTitle', { name: record.name }) : t('puroks.add');
  return (
    <FormModal
      form={form}
      title={title}
      saving={created.loading || renamed.loading}
      submitLabel={record ? t('puroks.rename') : t('puroks.add')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('puroks.saveFailed'), fields: PUROK_SERVER_FIELDS, onNotFound }}
    >
      <Field.Text name="name" label={REGISTRY_FIELDS.purokName.label} autoComplete="off" required />
    </FormModal>
  );
}
