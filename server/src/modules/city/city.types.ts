import { Field, Float, Int, ObjectType } from 'type-graphql';
import { User } from '../accounts';

@ObjectType({ description: "One barangay's or the whole city's figures in the roll-up." })
export class RollupFigures {
  @Field(() => Int, { description: 'Residents with an account.' })
  residents: number;

  @Field(() => Int, { description: 'Document requests waiting for the barangay: Pending or Processing.' })
  openRequests: number;

  @Field(() => Int, { description: 'Open requests past their type\'s processing target (docs/rules/documents.md, processing time).' })
  overdueRequests: number;

  @Field(() => Int, { description: 'Requests of a type with a target made ready for pickup within the compliance window.' })
  readyRequests: number;

  @Field(() => Int, { description: 'Of those, the ones made ready within their target.' })
  readyOnTime: number;

  @Field(() => Float, { nullable: true, description: 'readyOnTime / readyRequests, 0 to 1; empty when nothing was made ready in the window.' })
  processingCompliance: number | null;

  @Field(() => Int, { description: 'Residents whose valid ID waits for a decision.' })
  idVerificationsWaiting: number;
}

@ObjectType({ description: 'A barangay of the install, with its figures.' })
export class BarangayRollup extends RollupFigures {
  @Field(() => Int)
  barangayId: number;

  @Field(() => String, { nullable: true, description: 'Its PSGC code; empty when not given.' })
  psgcCode: string | null;

  @Field()
  name: string;

  @Field(() => [String], { description: 'The host names it answers at; none while it is the install\'s only barangay and answers at any.' })
  hostNames: string[];
}

@ObjectType({ description: 'Every barangay of the install and the sums for the city (docs/architecture.md#city-level).' })
export class CityRollup {
  @Field(() => [BarangayRollup], { description: 'By name.' })
  barangays: BarangayRollup[];

  @Field(() => RollupFigures, { description: "The city's sums; its compliance is over every barangay's ready requests." })
  city: RollupFigures;

  @Field(() => Int, { description: 'How many days back processing-time compliance looks (first moves to For Pickup).' })
  complianceWindowDays: number;

  @Field({ description: 'When the figures were read.' })
  asOf: Date;
}

@ObjectType({ description: 'A new account given a first password: a one-time password to hand over, or an e-mailed link.' })
export class AccountHandover {
  @Field(() => User)
  account: User;

  @Field(() => String, { nullable: true, description: 'Shown once; the owner must choose their own after signing in with it. Empty when a link was e-mailed.' })
  temporaryPassword: string | null;

  @Field({ description: 'True when a one-time link to choose the password was e-mailed (SMTP_URL and PUBLIC_URL are set).' })
  passwordLinkSent: boolean;
}

@ObjectType({ description: 'A barangay just created, with its first Punong Barangay.' })
export class CreatedBarangay {
  @Field(() => BarangayRollup)
  barangay: BarangayRollup;

  @Field(() => AccountHandover)
  punongBarangay: AccountHandover;
}
