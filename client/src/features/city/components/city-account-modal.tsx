import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { CITY_ROLES, type CityRole } from '@barangay-portal/domain';
import type { AccountHandoverFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { AccountHolderInputs, FormModal, formFields, sameNames, useZodForm, type SelectOption } from '../../../ui';
import { CreateCityAccountMutation } from '../api/city.graphql';
import { cityAccountFormSchema, EMPTY_CITY_ACCOUNT_FORM, toCityAccountInput, type CityAccountForm } from '../city-forms';
import { CITY_ROLE_LABELS } from '../city-texts';
import { cityMessages } from '../messages';

export interface CityAccountModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: AccountHandoverFieldsFragment) => void;
}

const Field = formFields<CityAccountForm>();
const SERVER_FIELDS = sameNames<CityAccountForm>('email', 'firstName', 'lastName', 'cityRole');
const OFFICE_OPTIONS: readonly SelectOption[] = (Object.keys(CITY_ROLES) as CityRole[])
  .map((role) => ({ value: role, label: CITY_ROLE_LABELS[role] }));

/** Add city account: e-mail, names and office; the server answers with the one-time password, or e-mails a link. */
export function CityAccountModal({ open, ...rest }: CityAccountModalProps) {
  return open ? <CityAccountDialog {...rest} /> : null;
}

function CityAccountDialog({ onClose, onCreated }: Omit<CityAccountModalProps, 'open'>) {
  const t = useMessages(cityMessages);
  const schema = useMemo(() => cityAccountFormSchema(t), [t]);
  const form = useZodForm(schema, EMPTY_CITY_ACCOUNT_FORM);
  const [create, { loading }] = useMutation(CreateCityAccountMutation);

  const save = async (values: CityAccountForm) => {
    const { data } = await create({ variables: { input: toCityAccountInput(values) } });
    if (data) onCreated(data.createCityAccount);
  };

  return (
    <FormModal
      form={form}
      title={t('accounts.add')}
      saving={loading}
      submitLabel={t('accounts.add')}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('accounts.saveFailed'), fields: SERVER_FIELDS }}
    >
      <AccountHolderInputs />
      <Field.Select name="cityRole" label={t('accounts.office')} options={OFFICE_OPTIONS} placeholder={t('accounts.officePlaceholder')} required />
    </FormModal>
  );
}
