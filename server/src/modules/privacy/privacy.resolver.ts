import { Arg, Ctx, Int, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { DataProtectionOfficerInput, PublishPrivacyNoticeInput } from './privacy.inputs';
import { privacyPolicy } from './privacy.policy';
import { DataProtectionOfficer, PrivacyConsentStatus, PrivacyNotice, PrivacyNoticeVersion } from './privacy.types';
import type { PrivacyNoticeService } from './privacy-notice.service';

@Resolver()
export class PrivacyResolver {
  constructor(private readonly own: { privacyNotice: PrivacyNoticeService }) {}

  @AllowedQuery(privacyPolicy.read, () => PrivacyNotice, {
    description: "The privacy notice of the barangay this address serves: the version in force, or the version asked for. Public.",
  })
  async privacyNotice(
    @Ctx() ctx: GraphQLContext,
    @Arg('version', () => Int, { nullable: true, description: 'An earlier version by its number; empty: the version in force.' }) version?: number | null,
  ): Promise<PrivacyNotice> {
    return await this.own.privacyNotice.notice(ctx, version ?? null);
  }

  @AllowedQuery(privacyPolicy.manage, () => [PrivacyNoticeVersion], {
    description: 'Every published version of the privacy notice, newest first, with who published it. Staff with MANAGE_PRIVACY.',
  })
  async privacyNoticeVersions(@Ctx() ctx: GraphQLContext): Promise<PrivacyNoticeVersion[]> {
    return await this.own.privacyNotice.versions(ctx);
  }

  @AllowedQuery(privacyPolicy.consent, () => PrivacyConsentStatus, {
    description: "Whether the signed-in resident agreed to the privacy notice in force (needsConsent until they do). Residents.",
  })
  async myPrivacyConsent(@Ctx() ctx: GraphQLContext): Promise<PrivacyConsentStatus> {
    return await this.own.privacyNotice.consentStatus(ctx);
  }

  @AllowedMutation(privacyPolicy.consent, () => PrivacyConsentStatus, {
    description: 'The signed-in resident agrees to the privacy notice of this version, which must be the one in force. Residents.',
  })
  async acceptPrivacyNotice(
    @Arg('version', () => Int, { description: 'The version read (privacyNotice.version).' }) version: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrivacyConsentStatus> {
    return await this.own.privacyNotice.accept(ctx, version);
  }

  @AllowedMutation(privacyPolicy.manage, () => PrivacyNotice, {
    description: 'Publishes a new version of the privacy notice; every resident is asked to agree to it at their next visit. Staff with MANAGE_PRIVACY.',
  })
  async publishPrivacyNotice(@Arg('input', () => PublishPrivacyNoticeInput) input: PublishPrivacyNoticeInput, @Ctx() ctx: GraphQLContext): Promise<PrivacyNotice> {
    return await this.own.privacyNotice.publish(ctx, input);
  }

  @AllowedMutation(privacyPolicy.manage, () => DataProtectionOfficer, {
    description: "Sets the data protection officer's contact, shown with the privacy notice. Staff with MANAGE_PRIVACY.",
  })
  async saveDataProtectionOfficer(
    @Arg('input', () => DataProtectionOfficerInput) input: DataProtectionOfficerInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DataProtectionOfficer> {
    return await this.own.privacyNotice.saveOfficer(ctx, input);
  }
}
