import { graphql } from '../../../gql';

/** What the officials grid of the Contact Us pages shows of an official. */
export const OfficialCardFieldsFragment = graphql(`
  fragment OfficialCardFields on BarangayOfficial {
    id
    name
    position
    contactNumber
    address
    officialPictureUrl
  }
`);

/** Everything the officials table and form show of an official: the card and the term. */
export const OfficialFieldsFragment = graphql(`
  fragment OfficialFields on BarangayOfficial {
    ...OfficialCardFields
    termStart
    termEnd
  }
`);

/** One page of the officials table (in the order they were added, unless sorted). */
export const OfficialListQuery = graphql(`
  query OfficialList(
    $page: Int!
    $pageSize: Int!
    $sortBy: BarangayOfficialSortField! = CREATED_AT
    $sortDirection: SortDirection! = ASC
  ) {
    barangayOfficials(page: $page, pageSize: $pageSize, sortBy: $sortBy, sortDirection: $sortDirection) {
      items {
        ...OfficialFields
      }
      total
    }
  }
`);

/** The officials grid of the Contact Us pages, in the order they were added. */
export const OfficialsGridQuery = graphql(`
  query OfficialsGrid($pageSize: Int!) {
    barangayOfficials(page: 1, pageSize: $pageSize) {
      items {
        ...OfficialCardFields
        officialPicture { url width height srcset }
      }
      total
    }
  }
`);

export const CreateOfficialMutation = graphql(`
  mutation CreateOfficial($input: CreateBarangayOfficialInput!, $officialPicture: Upload) {
    createBarangayOfficial(input: $input, officialPicture: $officialPicture) {
      ...OfficialFields
    }
  }
`);

export const UpdateOfficialMutation = graphql(`
  mutation UpdateOfficial($id: Int!, $input: UpdateBarangayOfficialInput!, $officialPicture: Upload) {
    updateBarangayOfficial(id: $id, input: $input, officialPicture: $officialPicture) {
      ...OfficialFields
    }
  }
`);

export const DeleteOfficialMutation = graphql(`
  mutation DeleteOfficial($id: Int!) {
    deleteBarangayOfficial(id: $id)
  }
`);
