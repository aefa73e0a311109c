import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, PRIVACY_NOTICE_MESSAGES, RESIDENT_FIELDS } from '@barangay-portal/domain';
import { IsOptional, Matches } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../identity/password-policy';
import { IsChosenId, IsDeliverableEmail, IsFilled, IsOneOf, IsPastCalendarDate, IsRequiredText, IsText } from '../../common/validators';
import { CivilStatus, FIELD_MESSAGES, Gender, IsNewPassword, REGISTRATION_CIVIL_STATUSES, ResidentField } from '../accounts';

/**
 * The registration payload (docs/rules/accounts.md#registration); every field is required (the repeat password stays in the
 * browser) but the privacy notice version, which the spec's REST clients do not send.
 */
@InputType({ description: 'A new resident account.' })
export class RegisterInput {
  @Field({ description: 'Login e-mail (text, at-sign, text, dot, text); not under the .invalid or .localhost domains, which no mail reaches.' })
  @IsText(RESIDENT_FIELDS.email)
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })
  @IsDeliverableEmail()
  @IsFilled(RESIDENT_FIELDS.email.required)
  email: string;

  @Field({
    description: `Password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; not a known breached password, and not containing `
      + "the barangay's name, the resident's names or nickname, or the part of the e-mail before the @ (words of 4 letters or more).",
  })
  @IsNewPassword()
  @IsFilled(PASSWORD_MESSAGES.required)
  password: string;

  @Field({ description: 'Nickname.' })
  @IsRequiredText(RESIDENT_FIELDS.nickname)
  nickname: string;

  @Field({ description: 'Middle name.' })
  @IsRequiredText(RESIDENT_FIELDS.middleName)
  middleName: string;

  @Field({ description: 'Family name.' })
  @IsRequiredText(RESIDENT_FIELDS.lastName)
  lastName: string;

  @Field({ description: 'Given name.' })
  @IsRequiredText(RESIDENT_FIELDS.firstName)
  firstName: string;

  @Field(() => Gender, { description: 'MALE or FEMALE.' })
  @IsOneOf(Object.values(Gender), FIELD_MESSAGES.gender)
  gender: Gender;

  @ResidentField.address()
  address: string;

  @Field({ description: 'Birthdate, YYYY-MM-DD, not in the future.' })
  @IsPastCalendarDate(FIELD_MESSAGES.birthdate)
  birthdate: string;

  @Field({ description: 'Place of birth.' })
  @IsRequiredText(RESIDENT_FIELDS.birthPlace)
  birthPlace: string;

  @ResidentField.contactNumber()
  contactNumber: string;

  @Field(() => CivilStatus, { description: 'SINGLE, MARRIED, SEPARATED or WIDOWED.' })
  @IsOneOf(REGISTRATION_CIVIL_STATUSES, FIELD_MESSAGES.registrationCivilStatus)
  civilStatus: CivilStatus;

  @ResidentField.isEmployed()
  isEmployed: boolean;

  @ResidentField.isVoter()
  isVoter: boolean;

  @Field({ description: 'Religion.' })
  @IsRequiredText(RESIDENT_FIELDS.religion)
  religion: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The version of the privacy notice the resident read and agreed to (privacyNotice.version), recorded with the account; '
      + 'refused when it is no longer the one in force. Without it the account is made with no consent, which the portal asks for after sign-in.',
  })
  @IsOptional()
  @IsChosenId(PRIVACY_NOTICE_MESSAGES.versionInvalid)
  privacyNoticeVersion?: number | null;
}

@InputType({ description: 'Login credentials.' })
export class LoginInput {
  @Field({ description: 'Login e-mail.' })
  @IsFilled(RESIDENT_FIELDS.email.required)
  email: string;

  @Field({ description: 'Password.' })
  @IsFilled(PASSWORD_MESSAGES.required)
  password: string;
}

/** What a successful login or refresh returns, as docs/rules/accounts.md#sign-in-answer lists it. */
@ObjectType({ description: 'Tokens and the session flags of a signed-in user.' })
export class AuthPayload {
  @Field({ description: 'Short-lived access token (JWT), sent as "Authorization: Bearer <token>".' })
  access: string;

  @Field({ description: 'Single-use refresh token; exchange it with refreshToken for a new pair.' })
  refresh: string;

  @Field({ description: 'True for residents, false for administrators.' })
  isResident: boolean;

  @Field({ description: "True when the resident's valid ID is approved." })
  isVerified: boolean;

  @Field({ description: 'The account e-mail.' })
  email: string;
}
