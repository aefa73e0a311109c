import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { BREAK, execute, GraphQLError, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/**
 * graphql-jit's errors are its own lookalike of GraphQLError, without the empty `extensions` that Apollo's error
 * formatting reads: each becomes the GraphQLError graphql-js would have made (the resolver's error kept as
 * `originalError`, its extensions carried over) at the same path and locations.
 */
function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map((error) => {
    const standard = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
    return Object.assign(standard, { locations: error.locations });
  });
  return { ...result, errors };
}

/**
 * graphql-jit writes an operation's literal argument values into the JavaScript it generates, and a crafted string
 * literal breaks out of that encoding and runs as code (a string starting with its Date marker: shown with
 * graphql-jit 0.8.9 by the test of this module). Only string literals carry free text from the caller into the
 * generated code (names are GraphQL names, variables are passed at run time), and the portal's own operations
 * have none, so a document with any string literal is left to graphql-js.
 */
function carriesStringLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue() {
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Executes operations with graphql-jit instead of graphql-js: each operation is compiled once into a function
 * that reads the fields of every row directly, where graphql-js walks the document again for every row
 * (argument values, field collection, completion), which made a 100-row page cost GraphQL a quarter more server
 * time than the same REST answer (docs/architecture.md#compiled-execution). Compiling costs about as much as
 * validating, which Apollo does once per document too. The documents come from Apollo's parsed-document cache,
 * so a compiled operation lives exactly as long as its cached document.
 *
 * Apollo Server 5 takes a custom executor only through its `gateway` option, hence the shape: Apollo still
 * parses, validates (with the armor rules), runs the plugins and formats the errors.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  // Per document, per operation name ('' for a document's only operation); null: run by graphql-js.
  const compilations = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  const compile = (document: DocumentNode, operationName: string | null): CompiledQuery | null => {
    if (carriesStringLiteral(document)) return null;
    const compilation = compileQuery(schema, document, operationName ?? undefined);
    // Not compiled (say, an operation graphql-jit cannot run): graphql-js answers, with its own errors.
    return isCompiledQuery(compilation) ? compilation : null;
  };
  const compilationOf = (document: DocumentNode, operationName: string | null): CompiledQuery | null => {
    let byName = compilations.get(document);
    if (!byName) compilations.set(document, (byName = new Map()));
    const key = operationName ?? '';
    if (!byName.has(key)) byName.set(key, compile(document, operationName));
    return byName.get(key) ?? null;
  };

  const executor: Executor = async ({ document, operationName, request, context }) => {
    const interpreted = async () => await execute({ schema, document, contextValue: context, variableValues: request.variables, operationName });
    const compilation = compilationOf(document, operationName);
    if (!compilation) return await interpreted();
    const result = await compilation.query(undefined, context, request.variables);
    // No `data` at all: the variables were refused before any resolver ran. graphql-js's refusal names the
    // variable's definition, by which Apollo answers 400 BAD_USER_INPUT; graphql-jit's does not.
    if (!('data' in result)) return await interpreted();
    return withGraphQLErrors(result);
  };

  let announceSchema: Parameters<Gateway['onSchemaLoadOrUpdate']>[0] | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      announceSchema = callback;
      return () => {
        announceSchema = undefined;
      };
    },
    async load() {
      announceSchema?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {},
  };
}
