import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Card, Loading, Page } from '../../../ui';
import { BarangaySettingsQuery } from '../api/settings.graphql';
import { BarangaySettingsForm } from '../components/barangay-settings-form';
import { settingsMessages } from '../messages';

/**
 * Barangay Settings (docs/rules/accounts.md#barangay-settings-screen), for staff with MANAGE_SETTINGS: the barangay's name,
 * reference-number prefix, e-mail sender name and seal, in one form. Default export: loaded lazily.
 */
export default function SettingsPage() {
  const t = useMessages(settingsMessages);
  const { data, loading, error } = useQuery(BarangaySettingsQuery, { fetchPolicy: 'network-only' });
  const settings = data?.barangaySettings;

  return (
    <Page title={t('title')}>
      {error && <Banner variant="error">{t('loadFailed')}</Banner>}
      {loading && !settings && <Loading text={t('loading')} />}
      {settings && (
        <Card title={t('identity')}>
          <BarangaySettingsForm settings={settings} />
        </Card>
      )}
    </Page>
  );
}
