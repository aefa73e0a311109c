import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The barangays module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      servedBarangay: 'anyone',
      // The barangay's own settings.
      barangaySettings: 'MANAGE_SETTINGS', updateBarangaySettings: 'MANAGE_SETTINGS',
    },
    rest: [],
  },
  isolation: ({ own }) => ({
    graphql: {
      barangaySettings: () => [own('staff', '{ barangaySettings { id name referencePrefix emailSenderName sealUrl } }')],
      updateBarangaySettings: () => [own('staff', 'mutation { updateBarangaySettings(input: { name: "Barangay Tondo", referencePrefix: "TND" }) { id } }')],
    },
    graphqlOutside: {
      servedBarangay: "names the barangay of the request's own address; barangays.test.ts",
    },
    rest: {},
  }),
};
