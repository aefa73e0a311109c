import type { ApolloServerPlugin } from '@apollo/server';
import { translatedError } from '../languages/answer-texts';
import type { GraphQLContext } from './context';

/**
 * The errors of an answer in the request's Accept-Language, English without one (docs/architecture/languages.md#server-texts):
 * the message and `extensions.fields`, as the formatter wrote them in English.
 */
export function answerLanguage(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      const { locale } = contextValue;
      return {
        async willSendResponse({ response }) {
          if (locale === 'en' || response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) => {
            const fields = error.extensions?.fields as Record<string, string[]> | undefined;
            const translated = translatedError(error.message, fields, locale);
            return { ...error, message: translated.message, ...(fields && { extensions: { ...error.extensions, fields: translated.fields } }) };
          });
        },
      };
    },
  };
}
