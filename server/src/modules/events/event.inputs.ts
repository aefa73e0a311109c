import { EVENT_AUDIENCES, EVENT_FIELDS, EVENT_STATUSES } from '@barangay-portal/domain';
import { IsDefined, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsCount, IsOneOf } from '../../common/field-validators';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';
import { ListArgs, WithPhotoFilter } from '../../common/list-args';
import { PaginatedResponse, SortDirection } from '../../common/pagination';
import { IsCalendarDate, IsFilled, IsRequiredText } from '../../common/validators';
import { Event } from './event.entity';

/** Larger than any barangay gathering, small enough for the database's integer column. */
export const MAX_ATTENDEES = 1_000_000;

const EXPECTED = 'Expected number of attendees';
const ACTUAL = 'Actual attendees';

/*
 * Each field's rule, written once: both inputs use it, the new event adding that the field is required
 * (docs/rules/content.md#event-fields).
 */
const IsTargetAudience = () => IsOneOf(EVENT_AUDIENCES, 'Target audience must be Adults, Teens or Senior Citizens.');
const IsAttendeeCount = (label: string) => IsCount(MAX_ATTENDEES, `${label} must be a whole number from 0 to ${MAX_ATTENDEES}.`);
const IsEventStatus = () => IsOneOf(EVENT_STATUSES, 'Status must be Upcoming, Ongoing, Cancelled or Ended.');

/** Every event field is required; the photo is optional and comes as its own argument (docs/rules/content.md#event-fields). */
@InputType({ description: 'A new event.' })
export class CreateEventInput {
  @Field({ description: 'Event name.' })
  @IsRequiredText(EVENT_FIELDS.eventName)
  eventName: string;

  @Field({ description: 'Who it is for: Adults, Teens or Senior Citizens (any letter case; stored as written here).' })
  @IsTargetAudience()
  @IsFilled(EVENT_FIELDS.targetAudienceRequired)
  targetAudience: string;

  @Field({ description: 'Event date, YYYY-MM-DD.' })
  @IsCalendarDate()
  @IsFilled(EVENT_FIELDS.eventDateRequired)
  eventDate: string;

  @Field(() => Int, { description: `Expected number of attendees, 0 to ${MAX_ATTENDEES}.` })
  @IsAttendeeCount(EXPECTED)
  @IsDefined({ message: `${EXPECTED} is required` })
  expectedNumberOfAttendees: number;

  @Field(() => Int, { description: `Actual number of attendees, 0 to ${MAX_ATTENDEES}.` })
  @IsAttendeeCount(ACTUAL)
  @IsDefined({ message: `${ACTUAL} is required` })
  actualAttendees: number;

  @Field({ description: 'Upcoming, Ongoing, Cancelled or Ended (any letter case; stored as written here).' })
  @IsEventStatus()
  @IsFilled(EVENT_FIELDS.statusRequired)
  status: string;
}

@InputType({ description: 'Changes to an event: only the fields given (not null) are changed.' })
export class UpdateEventInput {
  @Field(() => String, { nullable: true, description: 'Event name.' })
  @IsOptional()
  @IsRequiredText(EVENT_FIELDS.eventName)
  eventName?: string | null;

  @Field(() => String, { nullable: true, description: 'Adults, Teens or Senior Citizens.' })
  @IsOptional()
  @IsTargetAudience()
  targetAudience?: string | null;

  @Field(() => String, { nullable: true, description: 'Event date, YYYY-MM-DD.' })
  @IsOptional()
  @IsCalendarDate()
  eventDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Expected number of attendees.' })
  @IsOptional()
  @IsAttendeeCount(EXPECTED)
  expectedNumberOfAttendees?: number | null;

  @Field(() => Int, { nullable: true, description: 'Actual number of attendees.' })
  @IsOptional()
  @IsAttendeeCount(ACTUAL)
  actualAttendees?: number | null;

  @Field(() => String, { nullable: true, description: 'Upcoming, Ongoing, Cancelled or Ended.' })
  @IsOptional()
  @IsEventStatus()
  status?: string | null;
}

export const EventSortField = describedEnum('EventSortField', 'Sortable columns of the events table.', {
  EVENT_NAME: ['eventName', 'Event name, A to Z without regard to case.'],
  TARGET_AUDIENCE: ['targetAudience', 'Target audience.'],
  EVENT_DATE: ['eventDate', 'Event date.'],
  EXPECTED_NUMBER_OF_ATTENDEES: ['expectedNumberOfAttendees', 'Expected number of attendees.'],
  ACTUAL_ATTENDEES: ['actualAttendees', 'Actual number of attendees.'],
  STATUS: ['status', 'Status, alphabetically.'],
});
export type EventSortField = EnumValue<typeof EventSortField>;

@ArgsType()
export class EventsArgs extends ListArgs(EventSortField, {
  search: 'Part of the event name, any letter case.',
  sortBy: EventSortField.EVENT_DATE,
  sortDirection: SortDirection.DESC,
  sortByDescription: 'Sort column; latest event first by default.',
}) {
  @WithPhotoFilter('events')
  withPhoto?: boolean | null;
}

@ObjectType({ description: 'A page of events.' })
export class EventPage extends PaginatedResponse(Event) {}
