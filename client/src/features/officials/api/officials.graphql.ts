import { graphql } from '../../../gql';

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
        id
        position
        name
        contactNumber
        address
        termStart
        termEnd
        officialPictureUrl
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
        id
        name
        position
        contactNumber
        address
        officialPictureUrl
      }
      total
    }
  }
`);

export const CreateOfficialMutation = graphql(`
  mutation CreateOfficial($input: CreateBarangayOfficialInput!, $officialPicture: Upload) {
    createBarangayOfficial(input: $input, officialPicture: $officialPicture) {
      id
      position
      name
      contactNumber
      address
      termStart
      termEnd
      officialPictureUrl
    }
  }
`);

export const UpdateOfficialMutation = graphql(`
  mutation UpdateOfficial($id: Int!, $input: UpdateBarangayOfficialInput!, $officialPicture: Upload) {
    updateBarangayOfficial(id: $id, input: $input, officialPicture: $officialPicture) {
      id
      position
      name
      contactNumber
      address
      termStart
      termEnd
      officialPictureUrl
    }
  }
`);

export const DeleteOfficialMutation = graphql(`
  mutation DeleteOfficial($id: Int!) {
    deleteBarangayOfficial(id: $id)
  }
`);
