import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { composeDecorators } from '../../common/compose-decorators';
import { IsFilled } from '../../common/validators';
import { AuthPayload } from './auth.inputs';
import { TWO_FACTOR_MESSAGES } from './two-factor.errors';
import { IsCurrentPassword } from '../accounts';

/** Longer than any code people type (a recovery code with its dashes is 19 characters). */
const CODE_MAX_LENGTH = 64;
/** A challenge is a signed token of a few hundred characters. */
const CHALLENGE_MAX_LENGTH = 2048;
const CHALLENGE_REQUIRED = 'The sign-in challenge is required.';

/** A code typed from the authenticator app or a recovery code: the rule of every input that asks for one. */
const IsTwoFactorCode = () => composeDecorators(
  MaxLength(CODE_MAX_LENGTH, { message: TWO_FACTOR_MESSAGES.wrongCode }),
  IsFilled(TWO_FACTOR_MESSAGES.codeRequired),
);
/** A current code as the proof a change to two-factor sign-in itself takes. */
const CurrentCodeField = () => composeDecorators(
  Field(() => String, { description: 'A 6-digit code of the authenticator app, or a recovery code.' }),
  IsTwoFactorCode(),
);
/** The challenge token login answered, as sent back; required or not is the input's own rule. */
const IsChallenge = () => MaxLength(CHALLENGE_MAX_LENGTH, { message: CHALLENGE_REQUIRED });

/** What login answers: the session, or (two-factor) a challenge for the second step. */
@ObjectType({
  description: 'The answer to a password sign-in: the session when no second step is needed (access and refresh set), '
    + 'else mfaRequired with the challenge mfaToken for loginWithTwoFactor, or, for an administrator who must set up two-factor '
    + 'sign-in first, mfaEnrolmentRequired with an mfaToken good only for startTwoFactorEnrolment and confirmTwoFactorEnrolment.',
})
export class LoginPayload {
  @Field(() => String, { nullable: true, description: 'Short-lived access token (JWT); empty while a second step is required.' })
  access: string | null;

  @Field(() => String, { nullable: true, description: 'Single-use refresh token; empty while a second step is required.' })
  refresh: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True for residents, false for administrators; empty while a second step is required.' })
  isResident: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "True when the resident's valid ID is approved; empty while a second step is required." })
  isVerified: boolean | null;

  @Field({ description: 'The account e-mail.' })
  email: string;

  @Field({ description: 'True when the sign-in needs a second step (a code, or enrolment) before it has a session.' })
  mfaRequired: boolean;

  @Field({ description: 'True when the second step is setting up two-factor sign-in (administrators, ADMIN_MFA=required).' })
  mfaEnrolmentRequired: boolean;

  @Field(() => String, { nullable: true, description: 'The challenge of the second step; it expires within minutes and is not an access token.' })
  mfaToken: string | null;
}

@InputType({ description: 'The second step of a two-factor sign-in.' })
export class TwoFactorLoginInput {
  @Field({ description: 'The mfaToken login answered.' })
  @IsChallenge()
  @IsFilled(CHALLENGE_REQUIRED)
  mfaToken: string;

  @Field({ description: 'The 6-digit code of the authenticator app, or one of the recovery codes (each works once).' })
  @IsTwoFactorCode()
  code: string;
}

@ObjectType({ description: 'A new authenticator to add: scan the QR code or type the secret, then confirm with a code.' })
export class TwoFactorEnrolment {
  @Field({ description: 'The otpauth:// URI the QR code holds.' })
  otpauthUri: string;

  @Field({ description: 'The QR code as a data: URL of a PNG image, for an <img src>.' })
  qrCodeDataUrl: string;

  @Field({ description: 'The secret in base32, to type into an authenticator app that cannot scan.' })
  secret: string;
}

@InputType({ description: 'The first code of a new authenticator, which turns two-factor sign-in on.' })
export class ConfirmTwoFactorInput {
  @Field({ description: 'The 6-digit code the authenticator app shows now.' })
  @IsTwoFactorCode()
  code: string;

  @Field(() => String, { nullable: true, description: 'The enrolment challenge login answered; leave out when signed in.' })
  @IsOptional()
  @IsChallenge()
  mfaToken?: string | null;
}

@ObjectType({ description: 'Two-factor sign-in is on: the recovery codes to keep, shown this once.' })
export class TwoFactorEnrolled {
  @Field(() => [String], { description: 'Ten one-time recovery codes; only their hashes are kept, so they cannot be shown again.' })
  recoveryCodes: string[];

  @Field(() => AuthPayload, { nullable: true, description: 'The session, when the enrolment was the second step of a sign-in.' })
  session: AuthPayload | null;
}

@InputType({ description: 'Turning two-factor sign-in off takes the password and a code.' })
export class DisableTwoFactorInput {
  @Field({ description: 'The password the account signs in with now.' })
  @IsCurrentPassword()
  currentPassword: string;

  @CurrentCodeField()
  code: string;
}

@InputType({ description: 'New recovery codes replace the old ones; it takes a current code.' })
export class RegenerateRecoveryCodesInput {
  @CurrentCodeField()
  code: string;
}

@ObjectType({ description: "The signed-in account's two-factor sign-in." })
export class TwoFactorStatus {
  @Field({ description: 'Whether sign-in asks for a code after the password.' })
  enabled: boolean;

  @Field({ description: 'Whether this account may not turn it off (administrators, ADMIN_MFA=required).' })
  required: boolean;

  @Field(() => Int, { description: 'Recovery codes not used yet.' })
  recoveryCodesLeft: number;
}
