import { Arg, Ctx, Resolver } from 'type-graphql';
import { AllowedMutation } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { signInPolicy } from './sign-in.policy';
import { AuthPayload, LoginInput, RegisterInput } from './auth.inputs';
import { LoginPayload } from './two-factor.inputs';
import type { TwoFactorChallenge } from './two-factor.service';
import type { AuthService } from './auth.service';
import { User } from '../accounts';

/** The GraphQL shape of a login's answer: the session as before, or the second step's challenge. */
function loginPayloadOf(outcome: AuthPayload | TwoFactorChallenge): LoginPayload {
  if ('mfaToken' in outcome) {
    return {
      access: null, refresh: null, isResident: null, isVerified: null, email: outcome.email,
      mfaRequired: true, mfaEnrolmentRequired: outcome.enrolmentRequired, mfaToken: outcome.mfaToken,
    };
  }
  const { access, refresh, isResident, isVerified, email } = outcome;
  return { access, refresh, isResident, isVerified, email, mfaRequired: false, mfaEnrolmentRequired: false, mfaToken: null };
}

@Resolver()
export class AuthResolver {
  constructor(private readonly own: { auth: AuthService }) {}

  @AllowedMutation(signInPolicy.register, () => User, { description: 'Creates a resident account (unverified). Anyone may register.' })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return await this.own.auth.register(ctx, input);
  }

  @AllowedMutation(signInPolicy.signIn, () => LoginPayload, {
    description: 'Signs in with e-mail and password. With two-factor sign-in on, answers a challenge for loginWithTwoFactor instead of the session.',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<LoginPayload> {
    return loginPayloadOf(await this.own.auth.login(ctx, input));
  }

  @AllowedMutation(signInPolicy.refreshSession, () => AuthPayload, { description: 'Exchanges a refresh token for a new token pair. Each refresh token works once.' })
  async refreshToken(
    @Arg('refresh', { description: 'The refresh token from login or the previous refresh.' }) refresh: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return await this.own.auth.refresh(ctx, refresh);
  }

  @AllowedMutation(signInPolicy.signOut, () => Boolean, { description: 'Ends the session the refresh token belongs to.' })
  async logout(
    @Arg('refresh', { description: 'The current refresh token.' }) refresh: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.own.auth.logout(ctx, refresh);
    return true;
  }

}
