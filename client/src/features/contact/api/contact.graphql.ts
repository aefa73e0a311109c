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
