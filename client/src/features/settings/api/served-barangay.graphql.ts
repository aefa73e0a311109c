import { graphql } from '../../../gql';

/**
 * The barangay this address serves (public): the top bar shows its name and seal. Asked by the layout on every
 * page, the server-rendered ones included (docs/architecture.md#server-rendering).
 */
export const ServedBarangayQuery = graphql(`
  query ServedBarangay {
    servedBarangay {
      id
      name
      seal { url width height srcset }
    }
  }
`);
