import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Age chart reading: 13-19, 20-59, 60+; under 13 and missing birthdates are left out.' })
export class AgeChart {
  @Field(() => Int, { description: '13 to 19.' })
  teen: number;

  @Field(() => Int, { description: '20 to 59.' })
  adult: number;

  @Field(() => Int, { description: '60 and over.' })
  senior: number;
}

@ObjectType({ description: 'Residents by gender and age (only users whose type is resident).' })
export class ResidentsOverview {
  @Field(() => Int, { description: 'All residents.' })
  total: number;

  @Field(() => Int, { description: 'Residents whose gender is male.' })
  male: number;

  @Field(() => Int, { description: 'Residents whose gender is female (other or missing values are not counted).' })
  female: number;

  @Field(() => Int, { description: 'Dashboard reading: under 20. Residents without a birthdate are not counted.' })
  teen: number;

  @Field(() => Int, { description: 'Dashboard reading: 20 to 59.' })
  adult: number;

  @Field(() => Int, { description: 'Dashboard reading: 60 and over.' })
  seniorCitizen: number;

  @Field(() => AgeChart, { description: 'The Age Distribution chart reading, which differs from the cards.' })
  ageChart: AgeChart;
}

@ObjectType({ description: 'Residents by employment; a flag that is not strictly true or false is not counted.' })
export class EmploymentOverview {
  @Field(() => Int, { description: 'Employed residents.' })
  employed: number;

  @Field(() => Int, { description: 'Unemployed residents.' })
  unemployed: number;
}

@ObjectType({ description: 'Residents by voter registration; a flag that is not strictly true or false is not counted.' })
export class VoterOverview {
  @Field(() => Int, { description: 'Registered voters.' })
  voters: number;

  @Field(() => Int, { description: 'Residents who are not registered voters.' })
  nonVoters: number;
}

@ObjectType({ description: 'Expected and actual attendees of one event.' })
export class EventAttendance {
  @Field(() => Int, { description: 'The event.' })
  eventId: number;

  @Field({ description: 'Event name.' })
  eventName: string;

  @Field({ description: 'Event date, YYYY-MM-DD.' })
  eventDate: string;

  @Field(() => Int, { description: 'Expected number of attendees.' })
  expected: number;

  @Field(() => Int, { description: 'Actual number of attendees.' })
  actual: number;
}

@ObjectType({ description: 'Events and their attendance.' })
export class EventOverview {
  @Field(() => Int, { description: 'All events.' })
  total: number;

  @Field(() => Int, { description: "Events whose status is exactly 'Ended'." })
  finished: number;

  @Field(() => [EventAttendance], {
    description: 'The chosen event, or by default the two most recent events that have taken place (dated on or before '
      + "today in the barangay's time zone), filled with the nearest upcoming ones while fewer have; newest first.",
  })
  attendance: EventAttendance[];
}

@ObjectType({ description: 'How many requests there are of one document type.' })
export class RequestsPerDocumentType {
  @Field({ description: 'Document type name.' })
  documentTypeName: string;

  @Field(() => Int, { description: 'Requests of that type.' })
  count: number;
}

@ObjectType({ description: 'Document requests by status and type.' })
export class DocumentRequestOverview {
  @Field(() => Int, { description: 'All requests.' })
  total: number;

  @Field(() => Int, { description: 'Pending.' })
  pending: number;

  @Field(() => Int, { description: 'Canceled.' })
  canceled: number;

  @Field(() => Int, { description: 'Processing.' })
  processing: number;

  @Field(() => Int, { description: 'For pickup (including the legacy status approved).' })
  forPickup: number;

  @Field(() => Int, { description: 'Rejected.' })
  rejected: number;

  @Field(() => Int, { description: 'Released.' })
  released: number;

  @Field(() => [RequestsPerDocumentType], { description: 'Requests per document type, most requested first.' })
  perDocumentType: RequestsPerDocumentType[];

  @Field(() => Int, { description: 'How many different document types have been requested.' })
  uniqueDocumentTypes: number;

  @Field(() => Float, {
    nullable: true,
    description: 'The median time in hours from submission to the first move to For Pickup, over every request that got there '
      + '(from the status history); empty when none has.',
  })
  medianHoursToPickup: number | null;
}

@ObjectType({ description: "The administrator's statistics, computed by the database." })
export class Dashboard {
  @Field(() => ResidentsOverview, { description: 'Residents Overview.' })
  residents: ResidentsOverview;

  @Field(() => EmploymentOverview, { description: 'Employment Overview.' })
  employment: EmploymentOverview;

  @Field(() => VoterOverview, { description: 'Voter Overview.' })
  voters: VoterOverview;

  @Field(() => EventOverview, { description: 'Event Overview.' })
  events: EventOverview;

  @Field(() => DocumentRequestOverview, { description: 'Document Requests Overview.' })
  documentRequests: DocumentRequestOverview;
}
