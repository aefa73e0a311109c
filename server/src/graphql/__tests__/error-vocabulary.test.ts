import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createPubSub } from '@graphql-yoga/subscription';
import { ErrorCode, ErrorReason } from '@barangay-portal/domain';
import { GraphQLEnumType, type GraphQLSchema } from 'graphql';
import { DomainError } from '../../common/domain-error';
import { buildAppSchema } from '../../composition/schema';

/** Every factory of every module's `<name>.errors.ts`, by "Module.factory". */
function moduleErrorFactories(): Array<[string, (...args: unknown[]) => unknown]> {
  const modules = path.resolve(__dirname, '../../modules');
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.errors.ts'))
    .flatMap((file) => Object.entries(require(path.join(modules, file)) as Record<string, unknown>))
    .flatMap(([group, members]) => Object.entries(members as Record<string, unknown>)
      .filter((entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function')
      .map(([name, factory]): [string, (...args: unknown[]) => unknown] => [`${group}.${name}`, factory]));
}

const enumValues = (schema: GraphQLSchema, name: string): string[] => {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of the schema`);
  return type.getValues().map((value) => value.name).sort();
};

describe('the error vocabulary', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema(createPubSub());
  });

  it('is in the schema as the ErrorCode and ErrorReason enums, value for value', () => {
    expect(enumValues(schema, 'ErrorCode')).toEqual(Object.keys(ErrorCode).sort());
    expect(enumValues(schema, 'ErrorReason')).toEqual(Object.keys(ErrorReason).sort());
    expect(Object.keys(ErrorReason).every((name) => ErrorReason[name as ErrorReason] === name)).toBe(true);
  });

  it('documents the extensions of an error in the ErrorExtensions type', () => {
    const type = schema.getType('ErrorExtensions');
    expect(type && 'getFields' in type ? Object.keys(type.getFields()).sort() : []).toEqual(['code', 'fields', 'reason', 'retryAfterSeconds']);
  });

  it('holds every reason a module error factory gives', () => {
    const factories = moduleErrorFactories();
    expect(factories.length).toBeGreaterThan(40);
    const outside = factories
      .map(([name, factory]) => [name, factory(['x'], ['x'], ['x'])] as const)
      .filter(([, error]) => !(error instanceof DomainError) || !(error.reason in ErrorReason))
      .map(([name]) => name);
    expect(outside).toEqual([]);
  });
});
