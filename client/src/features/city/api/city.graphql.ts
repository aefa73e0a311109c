import { graphql } from '../../../gql';

/** The city level's reads and writes (docs/architecture.md#city-level); the server checks the office on each. */

export const RollupFiguresFields = graphql(`
  fragment RollupFiguresFields on RollupFigures {
    residents
    openRequests
    overdueRequests
    readyRequests
    readyOnTime
    processingCompliance
    idVerificationsWaiting
  }
`);

export const BarangayRollupFields = graphql(`
  fragment BarangayRollupFields on BarangayRollup {
    barangayId
    name
    psgcCode
    hostNames
    residents
    openRequests
    overdueRequests
    readyRequests
    readyOnTime
    processingCompliance
    idVerificationsWaiting
  }
`);

export const CityRollupQuery = graphql(`
  query CityRollup {
    cityRollup {
      asOf
      complianceWindowDays
      barangays {
        ...BarangayRollupFields
      }
      city {
        ...RollupFiguresFields
      }
    }
  }
`);

export const CreateBarangayMutation = graphql(`
  mutation CreateBarangay($input: CreateBarangayInput!) {
    createBarangay(input: $input) {
      barangay {
        ...BarangayRollupFields
      }
      punongBarangay {
        ...AccountHandoverFields
      }
    }
  }
`);

export const AccountHandoverFields = graphql(`
  fragment AccountHandoverFields on AccountHandover {
    account {
      id
      email
      firstName
      lastName
    }
    temporaryPassword
    passwordLinkSent
  }
`);

export const CityAccountsQuery = graphql(`
  query CityAccounts {
    cityAccounts {
      id
      email
      firstName
      lastName
      cityRole
      mustChangePassword
    }
  }
`);

export const CreateCityAccountMutation = graphql(`
  mutation CreateCityAccount($input: CreateCityAccountInput!) {
    createCityAccount(input: $input) {
      ...AccountHandoverFields
    }
  }
`);

export const SetBarangayHostNamesMutation = graphql(`
  mutation SetBarangayHostNames($input: SetBarangayHostNamesInput!) {
    setBarangayHostNames(input: $input) {
      ...BarangayRollupFields
    }
  }
`);
