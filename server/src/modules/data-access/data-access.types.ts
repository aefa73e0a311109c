import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PaginatedResponse } from '../../common/pagination';
import { DataAccessKind, IdViewPurpose } from './data-access.enums';

// The ledger's rows as its two readers see them. Plain types rather than an entity: the rows are written by one
// INSERT … SELECT that copies the viewer's name (data-access-ledger.ts) and read with the names of whose data they
// are, from the accounts and the registry, which this module reaches by SQL alone (it comes before both).

@ObjectType({ description: 'One staff view of your data, as "Who viewed my data" shows it.' })
export class MyDataAccess {
  @Field(() => ID, { description: 'Identifier, increasing with time.' })
  id: string;

  @Field({ description: 'When the data was viewed.' })
  viewedAt: Date;

  @Field({ description: "The staff member's name, as it was then." })
  viewerName: string;

  @Field({ description: 'Their office (staff role), as it was then; empty when they had none.' })
  viewerOffice: string;

  @Field(() => DataAccessKind, { description: 'What was viewed.' })
  kind: DataAccessKind;

  @Field(() => IdViewPurpose, { nullable: true, description: 'Why, for a valid ID: the purpose chosen; empty for anything else.' })
  purpose: IdViewPurpose | null;
}

@ObjectType({ description: "One staff view of a resident's or inhabitant's data, as the barangay's ledger holds it." })
export class DataAccessEntry extends MyDataAccess {
  @Field(() => Int, { nullable: true, description: "The staff member's account id; empty once that account was removed." })
  viewerId: number | null;

  @Field({ description: "The staff member's e-mail, as it was then." })
  viewerEmail: string;

  @Field(() => Int, { nullable: true, description: 'Whose data: the resident account, when it was an account\'s.' })
  residentId: number | null;

  @Field(() => Int, { nullable: true, description: 'Whose data: the inhabitant of the registry, when it was a registry record\'s.' })
  inhabitantId: number | null;

  @Field({ description: 'Whose data, by name as it is now: the inhabitant\'s for a registry record, else the resident\'s.' })
  subjectName: string;
}

@ObjectType({ description: 'A page of "Who viewed my data", newest first.' })
export class MyDataAccessPage extends PaginatedResponse(MyDataAccess) {}

@ObjectType({ description: "A page of the barangay's access ledger, newest first." })
export class DataAccessEntryPage extends PaginatedResponse(DataAccessEntry) {}
