import { ApolloServer, type GraphQLResponse } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  getIntrospectionQuery, GraphQLEnumType, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType,
  GraphQLSchema, GraphQLString, GraphQLUnionType, type GraphQLFormattedError,
} from 'graphql';
import { compileQuery } from 'graphql-jit';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { compiledExecution } from '../compiled-execution';

// Counted, to show which documents are compiled and how often.
jest.mock('graphql-jit', () => {
  const actual: typeof import('graphql-jit') = jest.requireActual('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});
const compilations = jest.mocked(compileQuery);

/** A resolver's own error class: the formatter below can only name it if `originalError` survives execution. */
class RefusalError extends Error {
  constructor(message: string, readonly extensions: Record<string, unknown> = {}) {
    super(message);
  }
}

interface Resident { id: number; name: string; joinedAt: Date; status: string }
const RESIDENTS: Resident[] = [1, 2, 3].map((id) => ({
  id, name: `Resident ${id}`, joinedAt: new Date(Date.UTC(2025, id, id, 8)), status: id % 2 ? 'approved' : 'pending',
}));

const Status = new GraphQLEnumType({ name: 'Status', values: { PENDING: { value: 'pending' }, APPROVED: { value: 'approved' } } });
const ResidentType: GraphQLObjectType = new GraphQLObjectType({
  name: 'Resident',
  fields: () => ({
    id: { type: new GraphQLNonNull(GraphQLID) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    joinedAt: { type: new GraphQLNonNull(GraphQLDateTimeISO) },
    status: { type: new GraphQLNonNull(Status) },
    // Async, as the portal's resolvers that load something are.
    neighbours: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ResidentType))), resolve: async (resident: Resident) => RESIDENTS.filter((other) => other.id !== resident.id) },
    secret: {
      type: GraphQLString,
      resolve: () => {
        throw new RefusalError('Only the barangay staff may see this.', { code: 'FORBIDDEN' });
      },
    },
    // Null where the schema promises a value: the error nulls the nearest nullable parent.
    nickname: { type: new GraphQLNonNull(GraphQLString), resolve: () => null },
  }),
});
const NoticeType = new GraphQLObjectType({ name: 'Notice', fields: { title: { type: new GraphQLNonNull(GraphQLString) } } });
const SearchHit = new GraphQLUnionType({
  name: 'SearchHit',
  types: [ResidentType, NoticeType],
  resolveType: (hit: object) => ('title' in hit ? 'Notice' : 'Resident'),
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      residents: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(ResidentType))),
        args: { first: { type: new GraphQLNonNull(GraphQLInt) }, status: { type: Status } },
        resolve: (_root, { first, status }: { first: number; status?: string }) => RESIDENTS.filter((resident) => !status || resident.status === status).slice(0, first),
      },
      resident: { type: ResidentType, args: { id: { type: new GraphQLNonNull(GraphQLID) } }, resolve: (_root, { id }: { id: string }) => RESIDENTS.find((resident) => String(resident.id) === id) ?? null },
      search: { type: new GraphQLNonNull(new GraphQLList(SearchHit)), resolve: () => [RESIDENTS[0], { title: 'Clean-up drive' }] },
      failing: { type: GraphQLString, resolve: async () => { throw new RefusalError('The office is closed.'); } },
    },
  }),
});

// What the portal's formatter relies on: the error's code, and the resolver's own error behind it.
const formatError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => ({
  ...formatted, extensions: { ...formatted.extensions, refusal: unwrapResolverError(error) instanceof RefusalError },
});

interface Operation { query: string; variables?: Record<string, unknown>; operationName?: string }
const OPERATIONS: Array<Operation & { name: string }> = [
  {
    name: 'a list with arguments, variables, aliases, fragments, enums, a custom scalar and @include',
    query: `query Residents($first: Int!, $withNeighbours: Boolean!) {
      approved: residents(first: $first, status: APPROVED) { ...card }
      all: residents(first: $first) { __typename ...card neighbours @include(if: $withNeighbours) { id name } }
    }
    fragment card on Resident { id name joinedAt status }`,
    variables: { first: 3, withNeighbours: true },
  },
  { name: 'a union with inline fragments', query: '{ search { __typename ... on Resident { name } ... on Notice { title } } }' },
  { name: 'a resolver error with its code and class, next to a field that succeeds', query: '{ failing resident(id: 1) { name secret } }' },
  { name: 'null in a non-null field nulling its nullable parent', query: '{ resident(id: 2) { id nickname } }' },
  { name: 'a variable of the wrong type', query: 'query ($first: Int!) { residents(first: $first) { id } }', variables: { first: 'three' } },
  { name: 'a missing required variable', query: 'query ($first: Int!) { residents(first: $first) { name } }', variables: {} },
  { name: 'one operation of several, by name', query: 'query One { resident(id: 1) { name } } query Two { resident(id: 3) { name } }', operationName: 'Two' },
  { name: 'introspection', query: getIntrospectionQuery() },
];

describe('compiled execution (graphql-jit behind Apollo)', () => {
  const interpreted = new ApolloServer({ schema, formatError });
  const compiled = new ApolloServer({ gateway: compiledExecution(schema), formatError });
  beforeAll(async () => {
    await Promise.all([interpreted.start(), compiled.start()]);
  });
  afterAll(async () => {
    await Promise.all([interpreted.stop(), compiled.stop()]);
  });

  const answer = async (server: ApolloServer, request: Operation) => {
    const response: GraphQLResponse = await server.executeOperation(request);
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return { status: response.http.status ?? 200, body: response.body.singleResult };
  };

  beforeEach(() => compilations.mockClear());

  it.each(OPERATIONS)('answers $name exactly as graphql-js does, compiling it once', async (request) => {
    const expected = await answer(interpreted, request);
    expect(await answer(compiled, request)).toEqual(expected);
    expect(await answer(compiled, request)).toEqual(expected);
    expect(compilations).toHaveBeenCalledTimes(1);
  });

  it('leaves a document with a string literal to graphql-js, so a crafted literal cannot become code', async () => {
    // graphql-jit 0.8.9 turns a string literal starting with its Date marker into code of its own.
    const marker = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
    const crafted = { query: `{ resident(id: "${marker}0),crafted:(globalThis.craftedLiteralRan=true") { name } }` };
    const expected = await answer(interpreted, crafted);
    expect(await answer(compiled, crafted)).toEqual(expected);
    expect(await answer(compiled, crafted)).toEqual({ status: 200, body: { data: { resident: null } } });
    expect(compilations).not.toHaveBeenCalled();
    expect((globalThis as { craftedLiteralRan?: boolean }).craftedLiteralRan).toBeUndefined();
  });

  it('keeps what the portal reads of an error: code, class, message, path and locations; 400 for refused variables', async () => {
    const failing = await answer(compiled, OPERATIONS[2]);
    expect(failing.body.errors).toEqual(expect.arrayContaining([
      { message: 'The office is closed.', path: ['failing'], locations: [{ line: 1, column: 3 }], extensions: { code: 'INTERNAL_SERVER_ERROR', refusal: true } },
      { message: 'Only the barangay staff may see this.', path: ['resident', 'secret'], locations: [{ line: 1, column: 34 }], extensions: { code: 'FORBIDDEN', refusal: true } },
    ]));
    expect(failing.body.data).toEqual({ failing: null, resident: { name: 'Resident 1', secret: null } });
    const refusedVariable = await answer(compiled, OPERATIONS[4]);
    expect(refusedVariable.status).toBe(400);
    expect(refusedVariable.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
