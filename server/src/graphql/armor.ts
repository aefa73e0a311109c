import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Lexer, parse, Source, TokenKind, type DocumentNode } from 'graphql';

/**
 * Limits on what one GraphQL document may ask for, so a single request cannot make the server walk a huge
 * tree (depth, cost), repeat a field hundreds of times (aliases) or parse a giant query (tokens). The
 * portal's own deepest operation is 6 levels and a few hundred tokens (a test checks every client
 * operation passes). In production the refusals do not name the limits, and the "did you mean" field
 * suggestions, which would spell out the schema to someone probing it with introspection off, are masked.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 20,
} as const;

/** graphql-armor's "Did you mean …?" mask, for errors that do not pass through Apollo (the subscription socket). */
export const HIDDEN_SUGGESTION = '[Suggestion hidden]';

export function hideSuggestions(message: string): string {
  return message.replace(/Did you mean ".+"\??/g, HIDDEN_SUGGESTION).trim();
}

/**
 * The Apollo plugins and validation rules, plus `parse` for the subscription socket: armor's token limit is
 * an Apollo plugin, so the socket counts tokens itself before parsing, refusing with the same message.
 */
export function graphqlArmor(production: boolean) {
  const exposeLimits = !production;
  const tooManyTokens = exposeLimits ? `Token limit of ${GRAPHQL_LIMITS.maxTokens} exceeded.` : 'Query is too large.';
  const parseWithTokenLimit = (query: string): DocumentNode => {
    const lexer = new Lexer(new Source(query));
    for (let count = 1; lexer.advance().kind !== TokenKind.EOF; count += 1) {
      if (count > GRAPHQL_LIMITS.maxTokens) throw new GraphQLError(`Syntax Error: ${tooManyTokens}`);
    }
    return parse(query);
  };
  const protections = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, exposeLimits, errorMessage: 'Query is too deep.' },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits, errorMessage: 'Query has too many aliases.' },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits, errorMessage: 'Query is too large.' },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, exposeLimits, errorMessage: 'Query is too expensive.' },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits, errorMessage: 'Query has too many directives.' },
    blockFieldSuggestion: { enabled: production, mask: HIDDEN_SUGGESTION },
  }).protect();
  return { ...protections, parse: parseWithTokenLimit };
}
