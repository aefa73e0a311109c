import { graphql } from '../../../gql';

/** What the Barangay Settings screen shows and edits of the barangay. */
export const BarangaySettingsFieldsFragment = graphql(`
  fragment BarangaySettingsFields on BarangaySettings {
    id
    name
    referencePrefix
    emailSenderName
    sealUrl
    seal { url width height srcset }
  }
`);

/** The barangay's own settings (MANAGE_SETTINGS). */
export const BarangaySettingsQuery = graphql(`
  query BarangaySettings {
    barangaySettings {
      ...BarangaySettingsFields
    }
  }
`);

/** Saves the settings; a seal sent (multipart, as the other picture forms) replaces the old one. */
export const UpdateBarangaySettingsMutation = graphql(`
  mutation UpdateBarangaySettings($input: BarangaySettingsInput!, $seal: Upload) {
    updateBarangaySettings(input: $input, seal: $seal) {
      ...BarangaySettingsFields
    }
  }
`);
