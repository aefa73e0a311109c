import { Arg, Ctx, Resolver } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { AuthPayload } from './auth.inputs';
import {
  ConfirmTwoFactorInput, DisableTwoFactorInput, RegenerateRecoveryCodesInput, TwoFactorEnrolled, TwoFactorEnrolment,
  TwoFactorLoginInput, TwoFactorStatus,
} from './two-factor.inputs';
import type { TwoFactorService } from './two-factor.service';
import type { TwoFactorSignIn } from './two-factor-sign-in';
import { signInPolicy } from './sign-in.policy';

@Resolver()
export class TwoFactorResolver {
  constructor(private readonly own: { twoFactor: TwoFactorService; twoFactorSignIn: TwoFactorSignIn }) {}

  @AllowedMutation(signInPolicy.signInWithCode, () => AuthPayload, {
    description: 'The second step of a sign-in with two-factor on: the mfaToken login answered and a 6-digit code or a recovery code. '
      + 'Wrong codes count as failed sign-ins.',
  })
  async loginWithTwoFactor(@Arg('input', () => TwoFactorLoginInput) input: TwoFactorLoginInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return await this.own.twoFactorSignIn.completeSignIn(ctx, input);
  }

  @AllowedQuery(signInPolicy.manageTwoFactor, () => TwoFactorStatus, { description: "The signed-in account's two-factor sign-in: on or off, and recovery codes left." })
  async twoFactorStatus(@Ctx() ctx: GraphQLContext): Promise<TwoFactorStatus> {
    return await this.own.twoFactor.status(ctx);
  }

  @AllowedMutation(signInPolicy.enrolTwoFactor, () => TwoFactorEnrolment, {
    description: 'Starts setting up an authenticator app: a new secret as a QR code and as text. Signed in, or with the enrolment '
      + 'mfaToken login answered an administrator who must set it up. Confirm with confirmTwoFactorEnrolment.',
  })
  async startTwoFactorEnrolment(
    @Arg('mfaToken', () => String, { nullable: true, description: 'The enrolment challenge from login; leave out when signed in.' })
    mfaToken: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TwoFactorEnrolment> {
    return await this.own.twoFactor.startEnrolment(ctx, mfaToken);
  }

  @AllowedMutation(signInPolicy.enrolTwoFactor, () => TwoFactorEnrolled, {
    description: "Turns two-factor sign-in on with the new authenticator's first code; answers the ten recovery codes, shown "
      + 'this once (and, with an enrolment challenge, the session).',
  })
  async confirmTwoFactorEnrolment(
    @Arg('input', () => ConfirmTwoFactorInput) input: ConfirmTwoFactorInput, @Ctx() ctx: GraphQLContext,
  ): Promise<TwoFactorEnrolled> {
    return await this.own.twoFactorSignIn.confirmEnrolment(ctx, input);
  }

  @AllowedMutation(signInPolicy.manageTwoFactor, () => Boolean, {
    description: 'Turns two-factor sign-in off; takes the current password and a code. Administrators cannot when ADMIN_MFA=required.',
  })
  async disableTwoFactor(@Arg('input', () => DisableTwoFactorInput) input: DisableTwoFactorInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.own.twoFactor.disable(ctx, input);
    return true;
  }

  @AllowedMutation(signInPolicy.manageTwoFactor, () => [String], { description: 'Ten new recovery codes in place of the old ones, shown this once; takes a current code.' })
  async regenerateRecoveryCodes(
    @Arg('input', () => RegenerateRecoveryCodesInput) input: RegenerateRecoveryCodesInput, @Ctx() ctx: GraphQLContext,
  ): Promise<string[]> {
    return await this.own.twoFactor.regenerateRecoveryCodes(ctx, input.code);
  }
}
