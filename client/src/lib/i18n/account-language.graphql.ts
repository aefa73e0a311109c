import { graphql } from '../../gql';

/** The language a signed-in account reads the portal in (docs/architecture/languages.md#choosing). */
export const AccountLanguageQuery = graphql(`
  query AccountLanguage {
    me {
      id
      preferredLanguage
    }
  }
`);

export const ChoosePreferredLanguageMutation = graphql(`
  mutation ChoosePreferredLanguage($language: Language!) {
    choosePreferredLanguage(language: $language) {
      id
      preferredLanguage
    }
  }
`);
