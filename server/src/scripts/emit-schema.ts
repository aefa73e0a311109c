import 'reflect-metadata';
import path from 'node:path';
import { createPubSub } from '@graphql-yoga/subscription';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { buildAppSchema } from '../composition/schema';

/** Writes schema.graphql at the repository root: the committed contract codegen reads. (The schema is only printed, so its PubSub is a throw-away.) */
async function main(): Promise<void> {
  const target = path.resolve(__dirname, '../../../schema.graphql');
  await emitSchemaDefinitionFile(target, await buildAppSchema(createPubSub()), { sortedSchema: true });
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
