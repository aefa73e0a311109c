import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../common/pagination';
import { IsCalendarDate } from '../../common/validators';
import { DataAccessKind } from './data-access.enums';

/** The search's longest text, as every list's. */
const SEARCH_MAX = 100;

/** The ledger's filters, shared by the staff's search and the export of a window. */
export interface DataAccessFilters {
  /** The first and last day of the window, YYYY-MM-DD on the barangay's calendar, both included. */
  readonly from?: string | null;
  readonly to?: string | null;
  /** Part of the staff member's name or e-mail. */
  readonly staff?: string | null;
  /** Part of the resident's or inhabitant's name. */
  readonly subject?: string | null;
  readonly kind?: DataAccessKind | null;
}

@ArgsType()
export class DataAccessLedgerArgs extends PageArgs implements DataAccessFilters {
  @Field(() => String, { nullable: true, description: 'The first day of the window (YYYY-MM-DD, Philippine time), included.' })
  @IsOptional()
  @IsCalendarDate()
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'The last day of the window (YYYY-MM-DD, Philippine time), included.' })
  @IsOptional()
  @IsCalendarDate()
  to?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the staff member's name or e-mail, in any letter case." })
  @IsOptional()
  @MaxLength(SEARCH_MAX)
  staff?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the resident's or inhabitant's name, in any letter case." })
  @IsOptional()
  @MaxLength(SEARCH_MAX)
  subject?: string | null;

  @Field(() => DataAccessKind, { nullable: true, description: 'Only views of this kind.' })
  @IsOptional()
  kind?: DataAccessKind | null;
}
