import { OFFICIAL_FIELDS } from '@barangay-portal/domain';
import { IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { IsOptionalDate } from '../../common/field-validators';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';
import { ListArgs } from '../../common/list-args';
import { PaginatedResponse, SortDirection } from '../../common/pagination';
import { IsRequiredText } from '../../common/validators';
import { BarangayOfficial } from './barangay-official.entity';

const { position: POSITION, name: NAME, contactNumber: CONTACT_NUMBER, address: ADDRESS } = OFFICIAL_FIELDS;

/** Position, name, contact number and address required; term dates optional; picture is its own argument (docs/rules/content.md#official-fields). */
@InputType({ description: 'A new barangay official.' })
export class CreateBarangayOfficialInput {
  @Field({ description: 'Position, e.g. Punong Barangay or Barangay Kagawad.' })
  @IsRequiredText(POSITION)
  position: string;

  @Field({ description: 'Full name.' })
  @IsRequiredText(NAME)
  name: string;

  @Field({ description: 'Contact number.' })
  @IsRequiredText(CONTACT_NUMBER)
  contactNumber: string;

  @Field({ description: 'Address.' })
  @IsRequiredText(ADDRESS)
  address: string;

  @Field(() => String, { nullable: true, description: 'Start of term, YYYY-MM-DD.' })
  @IsOptionalDate()
  termStart?: string | null;

  @Field(() => String, { nullable: true, description: 'End of term, YYYY-MM-DD, not before the start.' })
  @IsOptionalDate()
  termEnd?: string | null;
}

@InputType({ description: 'Changes to a barangay official: only the fields given (not null) are changed.' })
export class UpdateBarangayOfficialInput {
  @Field(() => String, { nullable: true, description: 'Position.' })
  @IsOptional()
  @IsRequiredText(POSITION)
  position?: string | null;

  @Field(() => String, { nullable: true, description: 'Full name.' })
  @IsOptional()
  @IsRequiredText(NAME)
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact number.' })
  @IsOptional()
  @IsRequiredText(CONTACT_NUMBER)
  contactNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Address.' })
  @IsOptional()
  @IsRequiredText(ADDRESS)
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Start of term, YYYY-MM-DD; empty text removes it.' })
  @IsOptionalDate()
  termStart?: string | null;

  @Field(() => String, { nullable: true, description: 'End of term, YYYY-MM-DD; empty text removes it.' })
  @IsOptionalDate()
  termEnd?: string | null;
}

export const BarangayOfficialSortField = describedEnum('BarangayOfficialSortField', 'Sortable columns of the officials table.', {
  NAME: ['name', 'Name, A to Z without regard to case.'],
  POSITION: ['position', 'Position, A to Z without regard to case.'],
  TERM_START: ['termStart', 'Start of term; officials without one come last.'],
  TERM_END: ['termEnd', 'End of term; officials without one come last.'],
  CREATED_AT: ['createdAt', 'The order in which they were added.'],
});
export type BarangayOfficialSortField = EnumValue<typeof BarangayOfficialSortField>;

@ArgsType()
export class BarangayOfficialsArgs extends ListArgs(BarangayOfficialSortField, {
  search: 'Part of the name or position, any letter case.',
  sortBy: BarangayOfficialSortField.CREATED_AT,
  sortDirection: SortDirection.ASC,
  sortByDescription: 'Sort column; the order they were added in by default.',
}) {}

@ObjectType({ description: 'A page of barangay officials.' })
export class BarangayOfficialPage extends PaginatedResponse(BarangayOfficial) {}
