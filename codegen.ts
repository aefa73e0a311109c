import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL operations for the client. The schema comes from the committed schema.graphql (never a
 * running server), so `npm run codegen` works offline and CI can tell when the generated code is stale.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
