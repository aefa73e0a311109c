import { barangayToday, CivilStatus, SENIOR_CITIZEN_AGE } from '@barangay-portal/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';
import { ageOn, Gender } from '../accounts';
import { Household } from './household.entity';
import { InhabitantStatus, RelationshipToHead } from './registry.enums';

/**
 * A person of the Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants), with or without an account (`userId`, linked by a
 * later step). In at most one household, with a relationship to its head there; living here, moved out or deceased,
 * the last two with their date.
 */
@ObjectType({ description: 'An inhabitant in the Registry of Barangay Inhabitants, with or without an account.' })
@Entity({ name: 'inhabitant' })
export class Inhabitant extends BarangayOwnedEntity {
  @Field()
  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Field()
  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'middle_name', type: 'text', nullable: true })
  middleName: string | null;

  @Field(() => String, { nullable: true, description: 'Jr., Sr., III and the like.' })
  @Column({ type: 'text', nullable: true })
  suffix: string | null;

  /** The inhabitant's own address, when it is not their household's. */
  @Column({ name: 'address', type: 'text', nullable: true })
  ownAddress: string | null;

  @Field(() => Gender, { description: 'Sex, as on the birth certificate.' })
  @Column({ type: 'enum', enum: Gender, enumName: 'user_gender' })
  sex: Gender;

  @Field({ description: 'YYYY-MM-DD.' })
  @Column({ type: 'date' })
  birthdate: string;

  @Field()
  @Column({ name: 'birth_place', type: 'text' })
  birthPlace: string;

  @Field(() => CivilStatus)
  @Column({ name: 'civil_status', type: 'enum', enum: CivilStatus, enumName: 'user_civil_status' })
  civilStatus: CivilStatus;

  @Field()
  @Column({ type: 'text', default: 'Filipino' })
  citizenship: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  occupation: string | null;

  @Field({ description: 'Person with disability.' })
  @Column({ name: 'is_pwd', type: 'boolean', default: false })
  isPwd: boolean;

  @Field()
  @Column({ name: 'is_solo_parent', type: 'boolean', default: false })
  isSoloParent: boolean;

  @Field({ description: 'Member of an indigenous cultural community.' })
  @Column({ name: 'is_indigenous', type: 'boolean', default: false })
  isIndigenous: boolean;

  @Field({ description: 'Beneficiary of the Pantawid Pamilyang Pilipino Program (4Ps).' })
  @Column({ name: 'is_4ps', type: 'boolean', default: false })
  is4Ps: boolean;

  @Field()
  @Column({ name: 'is_out_of_school_youth', type: 'boolean', default: false })
  isOutOfSchoolYouth: boolean;

  @Field(() => InhabitantStatus)
  @Column({ type: 'enum', enum: InhabitantStatus, enumName: 'inhabitant_status', default: InhabitantStatus.LIVING })
  status: InhabitantStatus;

  @Field(() => String, { nullable: true, description: 'When they moved out or died, YYYY-MM-DD; empty while living here.' })
  @Column({ name: 'status_date', type: 'date', nullable: true })
  statusDate: string | null;

  @Column({ name: 'household_id', type: 'int', nullable: true })
  householdId: number | null;

  // Read with the inhabitant wherever it is shown.
  @Field(() => Household, { nullable: true, description: 'The household they are a member of; empty for none.' })
  @ManyToOne(() => Household, { nullable: true })
  @JoinColumn({ name: 'household_id' })
  household: Household | null;

  @Field(() => RelationshipToHead, { nullable: true, description: "How they are related to their household's head; empty outside a household." })
  @Column({ name: 'relationship_to_head', type: 'enum', enum: RelationshipToHead, enumName: 'relationship_to_head', nullable: true })
  relationshipToHead: RelationshipToHead | null;

  /** The inhabitant's own account, when they have one (linked at ID verification: resident-link.service.ts). */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  /** When the account was linked (kept by the database with `user_id`): what it reads of the record starts here. */
  @Column({ name: 'linked_at', type: 'timestamptz', nullable: true })
  linkedAt: Date | null;

  /** Staff confirmed the link: the account reads the record and its history from before the link too. */
  @Column({ name: 'link_confirmed', type: 'boolean', default: false })
  linkConfirmed: boolean;

  @Field({ description: 'Whether their online account is linked to this record (one person, once).' })
  get hasAccount(): boolean {
    return this.userId !== null;
  }

  @Field({ description: 'First, middle and last name and suffix joined.' })
  get fullName(): string {
    return [this.firstName, this.middleName, this.lastName, this.suffix].filter((part) => part && part.trim()).join(' ');
  }

  @Field(() => String, { nullable: true, description: "Their own address, else their household's; empty when neither is known." })
  get address(): string | null {
    return this.ownAddress ?? this.household?.address ?? null;
  }

  @Field(() => Int, { description: "Age in whole years on the barangay's today; for the deceased, at death." })
  get age(): number {
    const on = this.status === InhabitantStatus.DECEASED && this.statusDate ? this.statusDate : barangayToday();
    return ageOn(this.birthdate, on);
  }

  @Field({ description: `${SENIOR_CITIZEN_AGE} years old or over.` })
  get isSeniorCitizen(): boolean {
    return this.age >= SENIOR_CITIZEN_AGE;
  }
}
