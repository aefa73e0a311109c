import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { serverFieldErrors } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  Button, NoticeBanner, ZodForm, formFields, setServerFieldErrors, useZodForm, type Notice as ScreenNotice,
} from '../../../ui';
import { ServedBarangayQuery } from '../api/served-barangay.graphql';
import { UpdateBarangaySettingsMutation } from '../api/settings.graphql';
import { settingsMessages } from '../messages';
import {
  SEAL_ACCEPT, SEAL_HINT, SETTINGS_SERVER_FIELDS, settingsFormSchema, settingsInput, settingsValuesOf,
  type SettingsFormValues,
} from '../settings-form';

const StyledForm = styled.form`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const Field = formFields<SettingsFormValues>();

type Notice = ScreenNotice & { id: number };

export interface SavedBarangaySettings {
  name: string;
  referencePrefix: string;
  emailSenderName?: string | null;
  sealUrl?: string | null;
}

/**
 * The barangay's settings (docs/rules/accounts.md#barangay-settings-screen): the server's rules checked here first, its own
 * field messages shown when it refuses. The seal goes as the mutation's upload; without a new one the current stays.
 */
export function BarangaySettingsForm({ settings }: { settings: SavedBarangaySettings }) {
  const t = useMessages(settingsMessages);
  const form = useZodForm(settingsFormSchema, settingsValuesOf(settings));
  const [notice, setNotice] = useState<Notice | null>(null);
  // A new picker after each save: the one that held the saved seal would still name it as chosen.
  const [saves, setSaves] = useState(0);
  const [save, { loading: saving }] = useMutation(UpdateBarangaySettingsMutation);

  const show = (variant: Notice['variant'], text: string) =>
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, variant, text }));

  const submit = async (values: SettingsFormValues) => {
    try {
      const { data } = await save({
        variables: { input: settingsInput(values), ...(values.seal ? { seal: values.seal } : {}) },
        // The top bar shows the served barangay: it is this one, so its new name and seal show at once.
        update: (cache, result) => {
          const saved = result.data?.updateBarangaySettings;
          if (!saved) return;
          const served = { __typename: 'ServedBarangay' as const, id: saved.id, name: saved.name, seal: saved.seal ?? null };
          cache.writeQuery({ query: ServedBarangayQuery, data: { servedBarangay: served } });
        },
      });
      if (data) form.reset(settingsValuesOf(data.updateBarangaySettings));
      setSaves((count) => count + 1);
      show('success', t('saved'));
    } catch (error) {
      setServerFieldErrors(form.setError, serverFieldErrors(error), SETTINGS_SERVER_FIELDS);
      show('error', t('saveFailed'));
    }
  };

  // Lower case is accepted and shown in capitals, as it will be kept.
  const capitalizePrefix = (value: string) => {
    const upper = value.toUpperCase();
    if (upper !== value) form.setValue('referencePrefix', upper);
  };

  return (
    <>
      {/* A new key for each save, so the same text shows (and fades) again. */}
      <NoticeBanner key={notice?.id} notice={notice} onDismiss={() => setNotice(null)} />
      <ZodForm as={StyledForm} form={form} busy={saving} onValid={submit} onInvalid={() => setNotice(null)} aria-label={t('form.label')}>
        <Field.Text name="name" label={t('form.name')} required autoComplete="off" />
        <Field.Text
          name="referencePrefix"
          label={t('form.referencePrefix')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('form.referencePrefixHint')}
          onValueChange={capitalizePrefix}
        />
        <Field.Text name="emailSenderName" label={t('form.emailSenderName')} autoComplete="off" hint={t('form.emailSenderNameHint')} />
        <Field.File
          key={saves}
          name="seal"
          label={t('form.seal')}
          accept={SEAL_ACCEPT}
          preview
          currentUrl={settings.sealUrl}
          previewAlt={t('form.sealAlt', { name: settings.name })}
          hint={SEAL_HINT}
          // Said at once, not only on Save: the picker accepts images only.
          onValueChange={() => void form.trigger('seal')}
        />
        <Button type="submit" disabled={saving}>{saving ? t('form.saving') : t('form.save')}</Button>
      </ZodForm>
    </>
  );
}
