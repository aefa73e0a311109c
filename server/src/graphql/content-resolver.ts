import { Arg, Args, type ClassType, Ctx, Int, Resolver } from 'type-graphql';
import type { ContentPolicy } from '../identity/audience';
import type { ContentService } from '../common/content-service';
import { NO_PICTURE, type PictureUpload, readPicture } from '../uploads/public-picture';
import { Upload, type UploadArg } from '../uploads/upload-scalar';
import { AllowedMutation, AllowedQuery } from './allowed';
import type { GraphQLContext } from './context';

/** What is specific to one content module's GraphQL operations; the operations themselves are the same for all four. */
export interface ContentResolverSpec<T extends object, A extends object, C extends object, U extends object, Own extends object> {
  /** The GraphQL type (its name makes the operations': `projects`, `project`, `createProject`...), its page, list arguments and inputs. */
  type: ClassType<T>;
  Page: ClassType<object>;
  Args: ClassType<A>;
  CreateInput: ClassType<C>;
  UpdateInput: ClassType<U>;
  policy: ContentPolicy;
  /** Its service, among the module's own services the resolver is constructed with. */
  service: (own: Own) => ContentService<T, A, C, U>;
  /** The record's picture argument (`projectPhoto`...), when it has one. */
  picture?: { arg: string; description: string };
  /** The operations' and arguments' descriptions, as the schema states them. */
  describe: { list: string; one: string; create: string; update: string; delete: string; id: string; input: string };
}

/**
 * The resolver of a content module (projects, events, officials, announcements): list and one record
 * (public), create, update and delete (their policy's audience), the picture as an optional upload. The
 * class is made whole here, not inherited, so type-graphql sees one resolver class per module.
 */
export function contentResolver<T extends object, A extends object, C extends object, U extends object, Own extends object>(
  spec: ContentResolverSpec<T, A, C, U, Own>,
): new (own: Own) => object {
  const one = spec.type.name.charAt(0).toLowerCase() + spec.type.name.slice(1);
  const id = Arg('id', () => Int, { description: spec.describe.id });
  // Not a class-validator input: FileStorage checks the file's content and size instead. Last, so a record
  // without a picture registers no argument there and the parameter stays undefined.
  const picture: ReturnType<typeof Arg> = spec.picture
    ? Arg(spec.picture.arg, () => Upload, { nullable: true, validate: false, description: spec.picture.description })
    : () => undefined;
  const pictureOf = async (upload: UploadArg | null | undefined): Promise<PictureUpload> =>
    (spec.picture ? await readPicture(upload, spec.picture.arg) : NO_PICTURE);

  @Resolver(() => spec.type)
  class ContentResolver {
    private readonly service: ContentService<T, A, C, U>;

    constructor(own: Own) {
      this.service = spec.service(own);
    }

    @AllowedQuery(spec.policy.view, () => spec.Page, { name: `${one}s`, description: spec.describe.list })
    async list(@Args(() => spec.Args) args: A, @Ctx() ctx: GraphQLContext): Promise<object> {
      return await this.service.list(ctx, args);
    }

    @AllowedQuery(spec.policy.view, () => spec.type, { name: one, description: spec.describe.one })
    async get(@id recordId: number, @Ctx() ctx: GraphQLContext): Promise<T> {
      return await this.service.get(ctx, recordId);
    }

    @AllowedMutation(spec.policy.create, () => spec.type, { name: `create${spec.type.name}`, description: spec.describe.create })
    async create(
      @Arg('input', () => spec.CreateInput, { description: spec.describe.input }) input: C,
      @Ctx() ctx: GraphQLContext,
      @picture upload?: UploadArg | null,
    ): Promise<T> {
      return await this.service.create(ctx, input, await pictureOf(upload));
    }

    @AllowedMutation(spec.policy.update, () => spec.type, { name: `update${spec.type.name}`, description: spec.describe.update })
    async update(
      @id recordId: number,
      @Arg('input', () => spec.UpdateInput, { description: 'The fields to change.' }) changes: U,
      @Ctx() ctx: GraphQLContext,
      @picture upload?: UploadArg | null,
    ): Promise<T> {
      return await this.service.update(ctx, recordId, changes, await pictureOf(upload));
    }

    @AllowedMutation(spec.policy.delete, () => Boolean, { name: `delete${spec.type.name}`, description: spec.describe.delete })
    async delete(@id recordId: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
      await this.service.delete(ctx, recordId);
      return true;
    }
  }
  Object.defineProperty(ContentResolver, 'name', { value: `${spec.type.name}Resolver` });
  return ContentResolver;
}
