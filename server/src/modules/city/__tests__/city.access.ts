import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The city module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      cityRollup: 'city', cityAccounts: 'city', createBarangay: 'city', createCityAccount: 'city', setBarangayHostNames: 'city',
    },
    rest: [
      ['GET', '/city/rollup.csv', 'city'],
    ],
  },
  isolation: ({ MARK, cityOnly, rest }) => ({
    graphql: {
      // The city level is the city's offices' alone: a barangay's staff and residents are refused, whatever barangay.
      cityRollup: () => cityOnly('{ cityRollup { barangays { name residents } city { residents } } }'),
      cityAccounts: () => cityOnly('{ cityAccounts { id email } }'),
      createBarangay: () => cityOnly(`mutation { createBarangay(input: { name: "Barangay ${MARK}", referencePrefix: "TKO", hostNames: ["takeover.example.ph"],
        punongBarangay: { email: "pb@takeover.example.ph", firstName: "Tomas", lastName: "Cruz" } }) { barangay { barangayId } } }`),
      createCityAccount: () => cityOnly(`mutation { createCityAccount(input: { email: "abc@takeover.example.ph", firstName: "Ana", lastName: "Cruz",
        cityRole: CITY_ADMINISTRATOR }) { account { id } } }`),
      setBarangayHostNames: () => cityOnly('mutation { setBarangayHostNames(input: { barangayId: 1, hostNames: ["takeover.example.ph"] }) { barangayId } }'),
    },
    rest: {
      'GET /api/city/rollup.csv': () => [rest('staff', '/api/city/rollup.csv', 403), rest('resident', '/api/city/rollup.csv', 403)],
    },
  }),
};
