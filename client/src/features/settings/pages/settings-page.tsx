import { useQuery } from '@apollo/client/react';
import { Banner, Card, Loading, Page } from '../../../ui';
import { BarangaySettingsQuery } from '../api/settings.graphql';
import { BarangaySettingsForm } from '../components/barangay-settings-form';
import { SETTINGS_TEXTS } from '../settings-form';

/**
 * Barangay Settings (docs/rules/accounts.md#barangay-settings-screen), for staff with MANAGE_SETTINGS: the barangay's name,
 * reference-number prefix, e-mail sender name and seal, in one form. Default export: loaded lazily.
 */
export default function SettingsPage() {
  const { data, loading, error } = useQuery(BarangaySettingsQuery, { fetchPolicy: 'network-only' });
  const settings = data?.barangaySettings;

  return (
    <Page title={SETTINGS_TEXTS.title}>
      {error && <Banner variant="error">{SETTINGS_TEXTS.loadFailed}</Banner>}
      {loading && !settings && <Loading text={SETTINGS_TEXTS.loading} />}
      {settings && (
        <Card title="Barangay identity">
          <BarangaySettingsForm settings={settings} />
        </Card>
      )}
    </Page>
  );
}
