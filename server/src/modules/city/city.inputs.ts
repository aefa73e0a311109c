import { BARANGAY_SETTINGS_FIELDS as FIELDS, CityRole, HOST_NAME_MESSAGE, HOST_NAME_PATTERN, PSGC_CODE_MESSAGE, PSGC_CODE_PATTERN } from '@barangay-portal/domain';
import { ArrayMaxSize, ArrayMinSize, IsEnum, IsInt, IsOptional, Matches, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { composeDecorators } from '../../common/compose-decorators';
import { IsFilled, IsRequiredText } from '../../common/validators';
import { IsReferencePrefix } from '../barangays';
import { StaffAccountFields } from '../staff';
import '../accounts';

/** A barangay is reached at a handful of host names at most. */
const MAX_HOST_NAMES = 10;

/** A barangay's host names as given: each one a bare host name, a handful at most. */
function IsHostNames(): PropertyDecorator {
  return composeDecorators(
    ArrayMaxSize(MAX_HOST_NAMES, { message: `Give at most ${MAX_HOST_NAMES} host names.` }),
    Matches(HOST_NAME_PATTERN, { each: true, message: HOST_NAME_MESSAGE }),
  );
}

@InputType({ description: "The new barangay's first Punong Barangay: a staff account with every permission there." })
export class FirstPunongBarangayInput extends StaffAccountFields {}

@InputType({ description: 'A new barangay of the install and its first Punong Barangay.' })
export class CreateBarangayInput {
  @Field(() => String, { nullable: true, description: 'Its PSGC code, 9 or 10 digits; unique in the install.' })
  @IsOptional()
  @Matches(PSGC_CODE_PATTERN, { message: PSGC_CODE_MESSAGE })
  psgcCode?: string | null;

  @Field({ description: 'Its name, e.g. "Barangay 176".' })
  @IsRequiredText(FIELDS.name)
  name: string;

  @Field({ description: 'Reference-number prefix: 1 to 12 letters or digits, kept in capitals.' })
  @IsFilled(FIELDS.referencePrefixRequired)
  @IsReferencePrefix()
  referencePrefix: string;

  @Field(() => [String], { description: 'The host names it answers at (lower case, no scheme or path); at least one, none of another barangay.' })
  @ArrayMinSize(1, { message: 'Give at least one host name.' })
  @IsHostNames()
  hostNames: string[];

  @Field(() => FirstPunongBarangayInput)
  @ValidateNested()
  punongBarangay: FirstPunongBarangayInput;
}

@InputType({ description: 'A new account of the city level.' })
export class CreateCityAccountInput extends StaffAccountFields {
  @Field(() => CityRole, { description: 'Its office.' })
  @IsEnum(CityRole)
  cityRole: CityRole;
}

@InputType({ description: "A barangay's host names, replacing the ones it has." })
export class SetBarangayHostNamesInput {
  @Field(() => Int)
  @IsInt()
  barangayId: number;

  @Field(() => [String], {
    description: "The host names it answers at (lower case, no scheme or path), none of another barangay's. Empty only while it is the install's only barangay, which answers at any host whatever its names.",
  })
  @IsHostNames()
  hostNames: string[];
}
