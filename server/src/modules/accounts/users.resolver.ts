import { Arg, Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { userPolicy } from './users.policy';
import { readUpload } from '../../uploads/graphql-upload';
import { Upload, type UploadArg } from '../../uploads/upload-scalar';
import { IdImageRemoval } from './id-image-removal.entity';
import { IdVerificationDecision } from './id-verification-decision.entity';
import { IdVerificationOutcome, Language } from './user.enums';
import { User } from './user.entity';
import { ChangePasswordInput, ResidentPage, ResidentsArgs, UpdateProfileInput } from './users.inputs';
import { VALID_ID_RULES } from './valid-id-file';
import type { UsersService } from './users.service';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly own: { users: UsersService }) {}

  @AllowedQuery(userPolicy.me, () => User, { description: "The signed-in user's own profile." })
  async me(@Ctx() ctx: GraphQLContext): Promise<User> {
    return await this.own.users.me(ctx);
  }

  @AllowedQuery(userPolicy.browseResidents, () => ResidentPage, {
    description: "The barangay's residents, searched by part of a first or last name, filtered by verification status, sorted and paged. Administrators only.",
  })
  async residents(@Args(() => ResidentsArgs) args: ResidentsArgs, @Ctx() ctx: GraphQLContext): Promise<ResidentPage> {
    return await this.own.users.residents(ctx, args);
  }

  @AllowedQuery(userPolicy.browseResidents, () => User, { description: 'One resident, for the View Details modal. Administrators only.' })
  async resident(@Arg('id', () => Int, { description: 'The resident id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<User> {
    return await this.own.users.resident(ctx, id);
  }

  @AllowedMutation(userPolicy.updateProfile, () => User, {
    description: "Updates the signed-in resident's address, contact number, civil status, voter and employed flags, "
      + 'and optionally the password (which ends their other sessions).',
  })
  async updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return await this.own.users.updateProfile(ctx, input);
  }

  @AllowedMutation(userPolicy.changePassword, () => User, {
    description: "Changes the signed-in account's password (administrators and residents); takes the current password, "
      + "ends the account's other sessions and tells the owner.",
  })
  async changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return await this.own.users.changePassword(ctx, input);
  }

  @AllowedMutation(userPolicy.choosePreferredLanguage, () => User, {
    description: 'Keeps the language the signed-in account reads the portal in; it follows the account to every device.',
  })
  async choosePreferredLanguage(@Arg('language', () => Language) language: Language, @Ctx() ctx: GraphQLContext): Promise<User> {
    return await this.own.users.choosePreferredLanguage(ctx, language);
  }

  @AllowedMutation(userPolicy.uploadValidId, () => User, {
    description: `Uploads the signed-in resident's valid ID (an image or a PDF, at most ${VALID_ID_RULES.maxBytes / (1024 * 1024)} MB) `
      + 'and sets the verification to PENDING. '
      + 'Allowed while UNVERIFIED or REJECTED; replaces an earlier file. Send as a multipart request with "Apollo-Require-Preflight: true".',
  })
  async uploadValidId(
    // Not class-validator's to check: the value is a pending upload (a Promise), which forbidUnknownValues would refuse.
    // Its content and size are checked by readUpload and FileStorage.
    @Arg('validId', () => Upload, { description: 'The ID file: JPEG, PNG, WebP, GIF or PDF.', validate: false }) validId: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const file = await readUpload(validId, VALID_ID_RULES.maxBytes, VALID_ID_RULES.field);
    return await this.own.users.uploadValidId(ctx, file);
  }

  @AllowedMutation(userPolicy.decideIdVerification, () => User, {
    description: "Approves or rejects a resident's PENDING valid ID; anything else is refused. The decision is recorded. Administrators only.",
  })
  async decideIdVerification(
    @Arg('userId', () => Int, { description: 'The resident id.' }) userId: number,
    @Arg('decision', () => IdVerificationOutcome, { description: 'APPROVED or REJECTED.' }) decision: IdVerificationOutcome,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return await this.own.users.decideIdVerification(ctx, { id: userId }, decision);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'A link to the valid-ID file that works for 5 minutes without an Authorization header (for <img src> or a new tab). '
      + 'Only for the user and administrators; empty otherwise or when no file was uploaded. Staff opening someone else\'s file add '
      + '`&purpose=` and one of IdViewPurpose (e.g. VERIFY_IDENTITY): without it the file is refused; with it the view is recorded '
      + 'in the access ledger (myDataAccesses, dataAccessLedger).',
  })
  async validIdUrl(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return await this.own.users.validIdUrl(ctx, user);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The valid-ID file\'s media type (image/jpeg, image/png, image/webp, image/gif or application/pdf). '
      + 'Only for the user and administrators; empty otherwise or when no file was uploaded.',
  })
  validIdMediaType(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return this.own.users.validIdMediaType(ctx, user);
  }

  @FieldResolver(() => IdImageRemoval, {
    nullable: true,
    description: 'When the valid-ID image was deleted under the retention rule, after which decision and how many days it was kept; '
      + 'empty while an image is there or none was ever deleted. The decisions and the status stay. Only for the user and '
      + 'administrators who see IDs; empty otherwise.',
  })
  async idImageRemoval(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<IdImageRemoval | null> {
    return await this.own.users.idImageRemoval(ctx, user);
  }

  @FieldResolver(() => [IdVerificationDecision], {
    nullable: true,
    description: 'Every administrator decision on the valid ID (who and when), oldest first. Only for the user and administrators; empty otherwise.',
  })
  async idVerificationHistory(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<IdVerificationDecision[] | null> {
    return await this.own.users.idVerificationHistory(ctx, user);
  }
}
