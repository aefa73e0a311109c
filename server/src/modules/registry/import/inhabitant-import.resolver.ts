import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../../graphql/allowed';
import type { GraphQLContext } from '../../../graphql/context';
import { registryPolicy } from '../registry.policy';
import { ImportCheck, InhabitantImportInput } from './import.types';
import { InhabitantImport } from './inhabitant-import.entity';
import type { InhabitantImportService } from './inhabitant-import.service';

/**
 * Spreadsheet imports into the registry (docs/architecture.md#registry-of-inhabitants), after the file's upload (POST /api/registry/imports/, a
 * multipart body, so the browser can show the upload's progress): its columns, a dry run, the import and its progress.
 */
@Resolver()
export class InhabitantImportResolver {
  constructor(private readonly own: { inhabitantImports: InhabitantImportService }) {}

  @AllowedQuery(registryPolicy.importInhabitants, () => InhabitantImport, {
    description: 'An uploaded spreadsheet: its columns with their proposed fields, and where its import stands (poll it while IMPORTING). MANAGE_REGISTRY.',
  })
  async inhabitantImport(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<InhabitantImport> {
    return await this.own.inhabitantImports.find(ctx, id);
  }

  @AllowedMutation(registryPolicy.importInhabitants, () => ImportCheck, {
    description: "A dry run: every row checked with the registry's rules, each problem by row and column, and probable duplicates; nothing is imported. MANAGE_REGISTRY.",
  })
  async checkInhabitantImport(@Arg('input', () => InhabitantImportInput) input: InhabitantImportInput, @Ctx() ctx: GraphQLContext): Promise<ImportCheck> {
    return await this.own.inhabitantImports.check(ctx, input);
  }

  @AllowedMutation(registryPolicy.importInhabitants, () => InhabitantImport, {
    description: 'Starts the import of every row in one transaction, all or nothing, and answers IMPORTING at once: poll inhabitantImport. MANAGE_REGISTRY.',
  })
  async startInhabitantImport(@Arg('input', () => InhabitantImportInput) input: InhabitantImportInput, @Ctx() ctx: GraphQLContext): Promise<InhabitantImport> {
    return await this.own.inhabitantImports.start(ctx, input);
  }
}
