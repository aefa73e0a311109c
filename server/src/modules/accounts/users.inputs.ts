import { RESIDENT_FIELDS } from '@barangay-portal/domain';
import { IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';
import { ListArgs } from '../../common/list-args';
import { PaginatedResponse, SortDirection } from '../../common/pagination';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../identity/password-policy';
import { IsOneOf, IsRequiredText } from '../../common/validators';
import { IsCurrentPassword, IsNewPassword, MatchesPassword, NewPasswordFields, ResidentField } from './account-fields.inputs';
import { FIELD_MESSAGES, CivilStatus, IdVerificationOutcome, IdVerificationStatus } from './user.enums';
import { User } from './user.entity';

/** The new password an input asks for, or null: the profile form (docs/rules/accounts.md#profile-password) does not send a blank password, so blank means "keep it". */
export function requestedPassword(password: unknown): string | null {
  return typeof password === 'string' && password.trim() !== '' ? password : null;
}

/** Anything sent as a password other than nothing or blank text is checked, so a number is refused, not ignored. */
const checksPassword = (input: UpdateProfileInput) =>
  input.password != null && !(typeof input.password === 'string' && requestedPassword(input.password) === null);

/** The part of the profile a resident may edit (docs/rules/accounts.md#profile-edit); nothing else can be sent. */
@InputType({ description: "The resident's editable profile fields. All are required except the password." })
export class UpdateProfileInput {
  @ResidentField.address()
  address: string;

  @ResidentField.contactNumber()
  contactNumber: string;

  @Field(() => CivilStatus, {
    description: 'SINGLE, MARRIED, WIDOWED or DIVORCED. A resident registered as SEPARATED may keep that value.',
  })
  // Any status passes here: whether a non-profile one (separated) may be kept is the service's decision.
  @IsOneOf(Object.values(CivilStatus), FIELD_MESSAGES.profileCivilStatus)
  civilStatus: CivilStatus;

  @ResidentField.isVoter()
  isVoter: boolean;

  @ResidentField.isEmployed()
  isEmployed: boolean;

  @Field(() => String, {
    nullable: true,
    description: `A new password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, under the same rules as at registration. `
      + 'Empty or blank keeps the current one; '
      + "a change ends the resident's other sessions.",
  })
  @ValidateIf(checksPassword)
  @IsString({ message: 'Password must be text.' })
  @IsNewPassword()
  password?: string | null;

  @Field(() => String, { nullable: true, description: 'The new password again; when sent, it must equal password.' })
  @ValidateIf((input: UpdateProfileInput) => requestedPassword(input.password) !== null && input.repeatPassword != null)
  @MatchesPassword(PASSWORD_MESSAGES.mustMatch)
  repeatPassword?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The password the resident signs in with now; required with a new password, which it must match before anything is saved.',
  })
  @ValidateIf((input: UpdateProfileInput) => requestedPassword(input.password) !== null)
  @IsCurrentPassword()
  currentPassword?: string | null;
}

/** A new password for the signed-in account (administrators change theirs with this; residents may too). */
@InputType({ description: 'A new password, with the current one as proof.' })
export class ChangePasswordInput extends NewPasswordFields {
  @Field({ description: 'The password the account signs in with now; it must match before anything is saved.' })
  @IsCurrentPassword()
  currentPassword: string;
}

/** The REST verify-id body (docs/rules/id-verification.md#verification-decision): which resident, by e-mail, and the decision. */
export class IdDecisionByEmailInput {
  @IsRequiredText(RESIDENT_FIELDS.email)
  email: string;

  @IsIn(Object.values(IdVerificationOutcome), { message: 'Choose approved or rejected.' })
  idVerificationStatus: IdVerificationOutcome;
}

export const ResidentSortField = describedEnum('ResidentSortField', 'Sortable columns of the residents registry.', {
  LAST_NAME: ['lastName', 'Last name, then first name (any letter case).'],
  FIRST_NAME: ['firstName', 'First name, then last name (any letter case).'],
  EMAIL: ['email', 'Login e-mail.'],
  AGE: ['age', 'Age from the birthdate; residents without a birthdate come last.'],
  ID_VERIFICATION_STATUS: ['idVerificationStatus', 'UNVERIFIED, PENDING, APPROVED, REJECTED in that order, then by name.'],
});
export type ResidentSortField = EnumValue<typeof ResidentSortField>;

@ArgsType()
export class ResidentsArgs extends ListArgs(ResidentSortField, {
  search: 'Part of a first or last name, any letter case.',
  sortBy: ResidentSortField.LAST_NAME,
  sortDirection: SortDirection.ASC,
}) {
  @Field(() => IdVerificationStatus, { nullable: true, description: 'Only residents with this verification status.' })
  @IsOptional()
  idVerificationStatus?: IdVerificationStatus;
}

@ObjectType({ description: 'A page of residents.' })
export class ResidentPage extends PaginatedResponse(User) {}
