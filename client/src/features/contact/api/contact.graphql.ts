import { graphql } from '../../../gql';

/** The single contact record; null until an administrator saves it. */
export const ContactDetailsQuery = graphql(`
  query ContactDetails {
    contactDetails {
      id
      contactNumber
      facebookPagee
      email
      address
    }
  }
`);

/** Creates the record the first time, replaces its content after. */
export const SaveContactDetailsMutation = graphql(`
  mutation SaveContactDetails($input: ContactDetailsInput!) {
    saveContactDetails(input: $input) {
      id
      contactNumber
      facebookPagee
      email
      address
    }
  }
`);

/** The contact page's featured announcements, newest first, one page at a time. */
export const ContactFeaturedAnnouncementsQuery = graphql(`
  query ContactFeaturedAnnouncements($page: Int!, $pageSize: Int!) {
    announcements(featured: true, page: $page, pageSize: $pageSize, sortBy: CREATED_AT, sortDirection: DESC) {
      items {
        id
        title
        content
        createdAt
      }
      total
    }
  }
`);

/** The officials grid of the contact page, in the order they were added. */
export const ContactOfficialsQuery = graphql(`
  query ContactOfficials($pageSize: Int!) {
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
