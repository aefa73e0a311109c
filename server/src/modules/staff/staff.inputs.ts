import {
  EMAIL_PATTERN, INCOMPLETE_PASSWORD_LINK_MESSAGE as INCOMPLETE_LINK, INVALID_EMAIL_MESSAGE, NO_PERMISSIONS_MESSAGE as NO_PERMISSIONS, Permission, RESIDENT_FIELDS, STAFF_ROLE_NAME,
} from '@barangay-portal/domain';
import { ArrayMinSize, IsBoolean, IsEnum, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsDeliverableEmail, IsFilled, IsRequiredText, IsText } from '../../common/validators';
import { NewPasswordFields } from '../accounts';
import './staff.enums';

@InputType({ description: 'A custom role to create.' })
export class RoleInput {
  @Field({ description: 'Role name, unique within the barangay regardless of letter case.' })
  @IsRequiredText(STAFF_ROLE_NAME)
  name: string;

  @Field(() => [Permission], { description: 'At least one permission.' })
  @IsEnum(Permission, { each: true })
  @ArrayMinSize(1, { message: NO_PERMISSIONS })
  permissions: Permission[];
}

@InputType({ description: "A custom role's new name or permissions; what is left out stays." })
export class UpdateRoleInput {
  @Field(() => Int)
  @IsInt()
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(STAFF_ROLE_NAME)
  name?: string | null;

  @Field(() => [Permission], { nullable: true })
  @IsOptional()
  @IsEnum(Permission, { each: true })
  @ArrayMinSize(1, { message: NO_PERMISSIONS })
  permissions?: Permission[] | null;
}

/** Who a new staff account is for: the fields every staff account starts with (a barangay's or the city's). */
@InputType()
export class StaffAccountFields {
  @Field({ description: 'Login e-mail, unique among all accounts; not under the .invalid or .localhost domains, which no mail reaches.' })
  @IsText(RESIDENT_FIELDS.email)
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })
  @IsDeliverableEmail()
  @IsFilled(RESIDENT_FIELDS.email.required)
  email: string;

  @Field({ description: 'Given name.' })
  @IsRequiredText(RESIDENT_FIELDS.firstName)
  firstName: string;

  @Field({ description: 'Family name.' })
  @IsRequiredText(RESIDENT_FIELDS.lastName)
  lastName: string;
}

@InputType({ description: 'A new staff account.' })
export class CreateStaffMemberInput extends StaffAccountFields {
  @Field(() => Int, { description: 'The role to give.' })
  @IsInt()
  roleId: number;
}

@InputType({ description: "A staff member's new role or active state; what is left out stays." })
export class UpdateStaffMemberInput {
  @Field(() => Int)
  @IsInt()
  id: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  roleId?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'False deactivates: the member cannot sign in and their sessions end.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean | null;
}

@InputType({ description: "A staff member's own password, chosen through the one-time link they were e-mailed." })
export class SetStaffPasswordInput extends NewPasswordFields {
  @Field({ description: 'The token of the link (after #token= in its address).' })
  @IsString({ message: INCOMPLETE_LINK })
  @IsFilled(INCOMPLETE_LINK)
  token: string;
}
