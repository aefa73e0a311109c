import { RESIDENT_FIELDS, type RequiredTextRule } from '@barangay-portal/domain';
import { IsDefined, IsNotEmpty, IsString, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsNotBreachedPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../identity/password-policy';
import { composeDecorators } from '../../common/compose-decorators';
import { IsFilled, IsRequiredText, IsYesNo, type RefusalMessages } from '../../common/validators';
import { FIELD_MESSAGES } from './user.enums';

/*
 * What several of the account's inputs carry, written once: registration, the profile, a password change
 * and turning two-factor sign-in off.
 */

/** A new password under the input rules of the password policy (docs/rules/accounts.md#password-policy). */
export function IsNewPassword(): PropertyDecorator {
  return composeDecorators(
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong }),
    IsNotBreachedPassword(),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_MESSAGES.tooShort }),
  );
}

/** Equal to the input's `password`; checked only when the repeat was sent (the REST client does not send it: docs/rules/accounts.md#profile-password). */
export function MatchesPassword(message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'matchesPassword',
      validator: { validate: (value: unknown, args) => value === (args?.object as { password?: unknown } | undefined)?.password },
    },
    { message },
  );
}

/** A new password and, optionally, its repeat: what a password change and a staff member's set-password link both take. */
// Registered so its fields join each input that extends it; no input takes it as such, so the schema has no type of this name.
@InputType()
export abstract class NewPasswordFields {
  @Field({ description: `The new password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, under the same rules as at registration.` })
  @IsString({ message: PASSWORD_MESSAGES.required })
  @IsNewPassword()
  @IsFilled(PASSWORD_MESSAGES.required)
  password: string;

  @Field(() => String, { nullable: true, description: 'The new password again; when sent, it must equal password.' })
  @ValidateIf((input: NewPasswordFields) => input.repeatPassword != null)
  @MatchesPassword(PASSWORD_MESSAGES.mustMatch)
  repeatPassword?: string | null;
}

/**
 * The password the account signs in with now, as proof. Not trimmed or otherwise judged here: whether it
 * is right is the service's question. IsDefined because TypeGraphQL validates with skipMissingProperties,
 * which lets an absent value pass every other check.
 */
export function IsCurrentPassword(): PropertyDecorator {
  const message = FIELD_MESSAGES.currentPassword.required;
  return composeDecorators(IsDefined({ message }), IsString({ message }), IsNotEmpty({ message }));
}

const requiredText = (description: string, rule: RequiredTextRule) =>
  composeDecorators(Field(() => String, { description }), IsRequiredText(rule));
const yesNo = (description: string, messages: RefusalMessages) =>
  composeDecorators(Field(() => Boolean, { description }), IsYesNo(messages));

/**
 * The resident's fields that registration asks for and the profile edits (docs/rules/accounts.md#profile-edit),
 * each the same field in both: its GraphQL description and its rule.
 */
export const ResidentField = {
  address: () => requiredText('Home address.', RESIDENT_FIELDS.address),
  contactNumber: () => requiredText('Contact (mobile) number.', RESIDENT_FIELDS.contactNumber),
  isVoter: () => yesNo('Whether the resident is a registered voter.', FIELD_MESSAGES.isVoter),
  isEmployed: () => yesNo('Whether the resident is employed.', FIELD_MESSAGES.isEmployed),
};
