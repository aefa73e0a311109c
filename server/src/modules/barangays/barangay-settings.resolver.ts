import { Arg, Ctx, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { readPicture } from '../../uploads/public-picture';
import { Upload, type UploadArg } from '../../uploads/upload-scalar';
import { Barangay } from './barangay.entity';
import { barangayPolicy } from './barangay.policy';
import { BarangaySettingsInput } from './barangay-settings.inputs';
import type { BarangaySettingsService } from './barangay-settings.service';

@Resolver(() => Barangay)
export class BarangaySettingsResolver {
  constructor(private readonly own: { barangaySettings: BarangaySettingsService }) {}

  @AllowedQuery(barangayPolicy.manageSettings, () => Barangay, { description: "The barangay's own settings. MANAGE_SETTINGS." })
  async barangaySettings(@Ctx() ctx: GraphQLContext): Promise<Barangay> {
    return await this.own.barangaySettings.settings(ctx);
  }

  @AllowedMutation(barangayPolicy.manageSettings, () => Barangay, {
    description: "Saves the barangay's settings; a seal sent replaces the old one. MANAGE_SETTINGS.",
  })
  async updateBarangaySettings(
    @Arg('input', () => BarangaySettingsInput) input: BarangaySettingsInput,
    @Ctx() ctx: GraphQLContext,
    // Not a class-validator input: FileStorage checks the file's content and size.
    @Arg('seal', () => Upload, { nullable: true, validate: false, description: 'The seal: a JPEG, PNG, WebP or GIF image of at most 5 MB.' })
    seal?: UploadArg | null,
  ): Promise<Barangay> {
    return await this.own.barangaySettings.update(ctx, input, await readPicture(seal, 'seal'));
  }
}
