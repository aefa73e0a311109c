import { graphql } from '../../../gql';

/** The Registry of Barangay Inhabitants' reads and writes (docs/architecture.md#registry-of-inhabitants); each needs MANAGE_REGISTRY. */

export const PurokFields = graphql(`
  fragment PurokFields on Purok {
    id
    name
  }
`);

export const HouseholdFields = graphql(`
  fragment HouseholdFields on Household {
    id
    householdNumber
    address
    purokId
    purok {
      ...PurokFields
    }
  }
`);

/** What the list shows of an inhabitant. */
export const InhabitantRowFields = graphql(`
  fragment InhabitantRowFields on Inhabitant {
    id
    firstName
    middleName
    lastName
    suffix
    fullName
    age
    sex
    status
    statusDate
    relationshipToHead
    isSeniorCitizen
    isPwd
    isSoloParent
    isIndigenous
    is4Ps
    isOutOfSchoolYouth
    household {
      id
      householdNumber
      address
      purok {
        ...PurokFields
      }
    }
  }
`);

/** The whole record: the inhabitant page and the edit form. */
export const InhabitantFields = graphql(`
  fragment InhabitantFields on Inhabitant {
    ...InhabitantRowFields
    address
    birthdate
    birthPlace
    civilStatus
    citizenship
    occupation
    hasAccount
  }
`);

export const PuroksQuery = graphql(`
  query Puroks {
    puroks {
      ...PurokFields
    }
  }
`);

export const InhabitantsQuery = graphql(`
  query Inhabitants(
    $page: Int!
    $pageSize: Int!
    $search: String
    $purokId: Int
    $householdId: Int
    $status: InhabitantStatus
    $sector: InhabitantSector
  ) {
    inhabitants(
      page: $page
      pageSize: $pageSize
      search: $search
      purokId: $purokId
      householdId: $householdId
      status: $status
      sector: $sector
    ) {
      items {
        ...InhabitantRowFields
      }
      page
      pageSize
      total
    }
  }
`);

export const InhabitantQuery = graphql(`
  query Inhabitant($id: Int!) {
    inhabitant(id: $id) {
      ...InhabitantFields
    }
  }
`);

export const HouseholdsQuery = graphql(`
  query Households($page: Int!, $pageSize: Int!, $search: String, $purokId: Int) {
    households(page: $page, pageSize: $pageSize, search: $search, purokId: $purokId) {
      items {
        ...HouseholdFields
      }
      page
      pageSize
      total
    }
  }
`);

export const HouseholdQuery = graphql(`
  query Household($id: Int!) {
    household(id: $id) {
      ...HouseholdFields
      members {
        ...InhabitantRowFields
      }
    }
  }
`);

export const CreatePurokMutation = graphql(`
  mutation CreatePurok($input: PurokInput!) {
    createPurok(input: $input) {
      ...PurokFields
    }
  }
`);

export const RenamePurokMutation = graphql(`
  mutation RenamePurok($input: RenamePurokInput!) {
    renamePurok(input: $input) {
      ...PurokFields
    }
  }
`);

export const CreateHouseholdMutation = graphql(`
  mutation CreateHousehold($input: HouseholdInput!) {
    createHousehold(input: $input) {
      ...HouseholdFields
    }
  }
`);

export const UpdateHouseholdMutation = graphql(`
  mutation UpdateHousehold($input: UpdateHouseholdInput!) {
    updateHousehold(input: $input) {
      ...HouseholdFields
    }
  }
`);

export const CreateInhabitantMutation = graphql(`
  mutation CreateInhabitant($input: InhabitantInput!) {
    createInhabitant(input: $input) {
      ...InhabitantFields
    }
  }
`);

export const UpdateInhabitantMutation = graphql(`
  mutation UpdateInhabitant($input: UpdateInhabitantInput!) {
    updateInhabitant(input: $input) {
      ...InhabitantFields
    }
  }
`);

export const MoveInhabitantMutation = graphql(`
  mutation MoveInhabitant($input: MoveInhabitantInput!) {
    moveInhabitant(input: $input) {
      ...InhabitantFields
    }
  }
`);

export const SetInhabitantStatusMutation = graphql(`
  mutation SetInhabitantStatus($input: SetInhabitantStatusInput!) {
    setInhabitantStatus(input: $input) {
      ...InhabitantFields
    }
  }
`);
