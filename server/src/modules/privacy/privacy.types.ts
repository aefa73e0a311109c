import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "The barangay's data protection officer, whom residents reach about their personal data." })
export class DataProtectionOfficer {
  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true, description: 'Empty when the barangay gave none.' })
  phone: string | null;
}

@ObjectType({ description: "A version of the barangay's privacy notice, as anyone reads it (docs/architecture.md#privacy-notice)." })
export class PrivacyNotice {
  @Field(() => Int, { description: '1 for the portal\'s default text, then one more for each version the barangay published.' })
  version: number;

  @Field({ description: 'The notice: blocks separated by an empty line; "## " starts a heading, "- " an item of a list.' })
  text: string;

  @Field()
  publishedAt: Date;

  @Field({ description: 'Whether this is the version in force, the one residents agree to.' })
  isCurrent: boolean;

  @Field(() => Int, { description: 'The version in force.' })
  currentVersion: number;

  @Field({ description: 'The barangay whose notice it is: the one the request\'s address serves.' })
  barangayName: string;

  @Field(() => DataProtectionOfficer, { nullable: true, description: 'How to reach the data protection officer; empty until the barangay sets it.' })
  dataProtectionOfficer: DataProtectionOfficer | null;
}

@ObjectType({ description: 'A published version of the privacy notice in the staff\'s list.' })
export class PrivacyNoticeVersion {
  @Field(() => Int)
  version: number;

  @Field()
  publishedAt: Date;

  @Field(() => String, { nullable: true, description: 'The staff member who published it; empty for version 1 (the portal\'s default text).' })
  publishedBy: string | null;
}

@ObjectType({ description: "Where the signed-in resident stands with their barangay's privacy notice." })
export class PrivacyConsentStatus {
  @Field(() => Int, { description: 'The version in force.' })
  currentVersion: number;

  @Field(() => Int, { nullable: true, description: 'The latest version the resident agreed to; empty when they never did (registered without).' })
  version: number | null;

  @Field(() => Date, { nullable: true, description: 'When they agreed to it.' })
  consentedAt: Date | null;

  @Field({ description: 'True until the resident agrees to the version in force: the portal asks them before anything else.' })
  needsConsent: boolean;
}
