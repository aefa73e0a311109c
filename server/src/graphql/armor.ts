import { ApolloArmor } from '@escape.tech/graphql-armor';

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

export function graphqlArmor(production: boolean) {
  const exposeLimits = !production;
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, exposeLimits, errorMessage: 'Query is too deep.' },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits, errorMessage: 'Query has too many aliases.' },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits, errorMessage: 'Query is too large.' },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, exposeLimits, errorMessage: 'Query is too expensive.' },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, exposeLimits, errorMessage: 'Query has too many directives.' },
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
