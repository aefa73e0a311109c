import { CivilStatus, Gender, REGISTRY_FIELDS, REGISTRY_MESSAGES } from '@barangay-portal/domain';
import { IsBoolean, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptionalDate } from '../../common/field-validators';
import { PageArgs, PaginatedResponse } from '../../common/pagination';
import { IsChosenId, IsOneOf, IsPastCalendarDate, IsRequiredText, IsText } from '../../common/validators';
import { Household } from './household.entity';
import { Inhabitant } from './inhabitant.entity';
import { InhabitantSector, InhabitantStatus, RelationshipToHead } from './registry.enums';

const F = REGISTRY_FIELDS;
const M = REGISTRY_MESSAGES;
const SEX = { required: M.sexRequired, invalid: `Sex must be ${Object.values(Gender).join(' or ')}.` };
const CIVIL_STATUS = { required: M.civilStatusRequired, invalid: `Civil status must be one of ${Object.values(CivilStatus).join(', ')}.` };
const BIRTHDATE = { required: M.birthdateRequired, invalid: M.birthdateInvalid };

// --- Puroks ---------------------------------------------------------------------------------------------------

@InputType({ description: 'A new purok or sitio.' })
export class PurokInput {
  @Field()
  @IsRequiredText(F.purokName)
  name: string;
}

@InputType({ description: 'A purok or sitio renamed: its households stay in it.' })
export class RenamePurokInput extends PurokInput {
  @Field(() => Int)
  id: number;
}

// --- Households -----------------------------------------------------------------------------------------------

@InputType({ description: 'A new household.' })
export class HouseholdInput {
  @Field({ description: 'Unique in the barangay, whatever the letter case.' })
  @IsRequiredText(F.householdNumber)
  householdNumber: string;

  @Field()
  @IsRequiredText(F.address)
  address: string;

  @Field(() => Int, { description: 'Its purok or sitio (puroks).' })
  @IsChosenId(M.purokRequired)
  purokId: number;
}

@InputType({ description: 'Changes to a household: only the fields given (not null) change.' })
export class UpdateHouseholdInput {
  @Field(() => Int)
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(F.householdNumber)
  householdNumber?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(F.address)
  address?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsChosenId(M.purokRequired)
  purokId?: number | null;
}

@ArgsType()
export class HouseholdsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Part of the household number, in any letter case.' })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only the households of this purok or sitio.' })
  @IsOptional()
  purokId?: number | null;
}

@ObjectType()
export class HouseholdPage extends PaginatedResponse(Household) {}

// --- Inhabitants ----------------------------------------------------------------------------------------------

/** The sector flags, each false unless said. */
@InputType()
abstract class SectorFlags {
  @Field(() => Boolean, { nullable: true, description: 'Person with disability.' })
  @IsOptional()
  @IsBoolean()
  isPwd?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isSoloParent?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Member of an indigenous cultural community.' })
  @IsOptional()
  @IsBoolean()
  isIndigenous?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: '4Ps beneficiary.' })
  @IsOptional()
  @IsBoolean()
  is4Ps?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  isOutOfSchoolYouth?: boolean | null;
}

@InputType({ description: 'A new inhabitant of the registry, living in the barangay.' })
export class InhabitantInput extends SectorFlags {
  @Field()
  @IsRequiredText(F.lastName)
  lastName: string;

  @Field()
  @IsRequiredText(F.firstName)
  firstName: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(F.middleName)
  middleName?: string | null;

  @Field(() => String, { nullable: true, description: 'Jr., Sr., III and the like.' })
  @IsOptional()
  @IsText(F.suffix)
  suffix?: string | null;

  @Field(() => String, { nullable: true, description: "Their own address; leave it out to use their household's." })
  @IsOptional()
  @IsText(F.address)
  address?: string | null;

  @Field(() => Gender)
  @IsOneOf(Object.values(Gender), SEX)
  sex: Gender;

  @Field({ description: 'YYYY-MM-DD, not after today.' })
  @IsPastCalendarDate(BIRTHDATE)
  birthdate: string;

  @Field()
  @IsRequiredText(F.birthPlace)
  birthPlace: string;

  @Field(() => CivilStatus)
  @IsOneOf(Object.values(CivilStatus), CIVIL_STATUS)
  civilStatus: CivilStatus;

  @Field(() => String, { nullable: true, description: 'Filipino when left out.' })
  @IsOptional()
  @IsRequiredText(F.citizenship)
  citizenship?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(F.occupation)
  occupation?: string | null;

  @Field(() => Int, { nullable: true, description: 'The household they join; relationshipToHead is then required.' })
  @IsOptional()
  @IsChosenId(M.householdRequired)
  householdId?: number | null;

  @Field(() => RelationshipToHead, { nullable: true, description: "How they are related to the household's head; HEAD for the head." })
  @IsOptional()
  relationshipToHead?: RelationshipToHead | null;
}

@InputType({ description: "Changes to an inhabitant's record: only the fields given (not null) change; empty text removes an optional one." })
export class UpdateInhabitantInput extends SectorFlags {
  @Field(() => Int)
  id: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(F.lastName)
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(F.firstName)
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(F.middleName)
  middleName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(F.suffix)
  suffix?: string | null;

  @Field(() => String, { nullable: true, description: "Empty text: their household's address from then on." })
  @IsOptional()
  @IsText(F.address)
  address?: string | null;

  @Field(() => Gender, { nullable: true })
  @IsOptional()
  @IsOneOf(Object.values(Gender), SEX)
  sex?: Gender | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsPastCalendarDate(BIRTHDATE)
  birthdate?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(F.birthPlace)
  birthPlace?: string | null;

  @Field(() => CivilStatus, { nullable: true })
  @IsOptional()
  @IsOneOf(Object.values(CivilStatus), CIVIL_STATUS)
  civilStatus?: CivilStatus | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsRequiredText(F.citizenship)
  citizenship?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsText(F.occupation)
  occupation?: string | null;
}

@InputType({ description: 'An inhabitant moved into a household (with their relationship to its head), or out of any.' })
export class MoveInhabitantInput {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { nullable: true, description: 'The household they join; empty: no household.' })
  @IsOptional()
  @IsChosenId(M.householdRequired)
  householdId?: number | null;

  @Field(() => RelationshipToHead, { nullable: true, description: 'Required with a household, refused without.' })
  @IsOptional()
  relationshipToHead?: RelationshipToHead | null;
}

@InputType({ description: "An inhabitant's status: living here, or moved out or deceased with the date." })
export class SetInhabitantStatusInput {
  @Field(() => Int)
  id: number;

  @Field(() => InhabitantStatus)
  status: InhabitantStatus;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: when they moved out or died; required then, refused for LIVING.' })
  @IsOptionalDate()
  date?: string | null;
}

@ArgsType()
export class InhabitantsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Part of the first, middle or last name, or of the household number, in any letter case." })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only the members of households of this purok or sitio.' })
  @IsOptional()
  purokId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only the members of this household.' })
  @IsOptional()
  householdId?: number | null;

  @Field(() => InhabitantStatus, { nullable: true, description: 'Only those with this status.' })
  @IsOptional()
  status?: InhabitantStatus | null;

  @Field(() => InhabitantSector, { nullable: true, description: 'Only those of this sector (senior citizens by age today).' })
  @IsOptional()
  sector?: InhabitantSector | null;
}

@ObjectType()
export class InhabitantPage extends PaginatedResponse(Inhabitant) {}
