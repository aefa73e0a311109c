import { barangayToday } from '@barangay-portal/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/base.entity';
import { CityRole, CivilStatus, Gender, IdVerificationStatus, Language, UserType } from './user.enums';
import { ageOn } from './age';

/**
 * A person with an account: a resident or an administrator.
 * Registration requires every profile field, but records imported from the old system may lack some,
 * so only what every account has is NOT NULL in the database.
 */
@ObjectType({ description: 'A registered person: a resident or an administrator.' })
@Entity({ name: 'user' })
export class User extends BaseEntity {
  /** The account's barangay (docs/architecture.md#tenancy); empty for a city account, which belongs to none. */
  @Column({ name: 'barangay_id', type: 'int', nullable: true })
  barangayId: number | null;

  @Field(() => CityRole, { nullable: true, description: "A city account's office (it belongs to no barangay); empty for everyone else." })
  @Column({ name: 'city_role', type: 'enum', enum: CityRole, enumName: 'city_role', nullable: true })
  cityRole: CityRole | null;

  @Field({ description: 'Login e-mail, unique regardless of letter case.' })
  @Column({ type: 'text' })
  email: string;

  /** argon2id hash; never exposed through any API. */
  @Column({ name: 'password', type: 'text', select: false })
  passwordHash: string;

  @Field({ description: 'Nickname shown in the side menu greeting.' })
  @Column({ type: 'text' })
  nickname: string;

  @Field({ description: 'Given name.' })
  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Field({ description: 'Middle name.' })
  @Column({ name: 'middle_name', type: 'text', default: '' })
  middleName: string;

  @Field({ description: 'Family name.' })
  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Field(() => Gender, { nullable: true, description: 'Gender; empty for records that never had one.' })
  @Column({ type: 'enum', enum: Gender, enumName: 'user_gender', nullable: true })
  gender: Gender | null;

  @Field(() => String, { nullable: true, description: 'Birthdate as YYYY-MM-DD.' })
  @Column({ type: 'date', nullable: true })
  birthdate: string | null;

  @Field(() => String, { nullable: true, description: 'Place of birth.' })
  @Column({ name: 'birth_place', type: 'text', nullable: true })
  birthPlace: string | null;

  @Field(() => String, { nullable: true, description: 'Contact (mobile) number.' })
  @Column({ name: 'contact_number', type: 'text', nullable: true })
  contactNumber: string | null;

  @Field(() => CivilStatus, { nullable: true, description: 'Civil status.' })
  @Column({ name: 'civil_status', type: 'enum', enum: CivilStatus, enumName: 'user_civil_status', nullable: true })
  civilStatus: CivilStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the resident is employed; empty when unknown.' })
  @Column({ name: 'is_employed', type: 'boolean', nullable: true })
  isEmployed: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the resident is a registered voter; empty when unknown.' })
  @Column({ name: 'is_voter', type: 'boolean', nullable: true })
  isVoter: boolean | null;

  @Field(() => String, { nullable: true, description: 'Religion.' })
  @Column({ type: 'text', nullable: true })
  religion: string | null;

  @Field(() => String, { nullable: true, description: 'Home address in the barangay.' })
  @Column({ type: 'text', nullable: true })
  address: string | null;

  /** Storage key of the private valid-ID file; served only through an authorised route. */
  @Column({ name: 'valid_id', type: 'text', nullable: true })
  validIdKey: string | null;

  @Field(() => IdVerificationStatus, { description: 'Where the valid-ID verification stands.' })
  @Index('idx_user_id_verification_status')
  @Column({
    name: 'id_verification_status',
    type: 'enum',
    enum: IdVerificationStatus,
    enumName: 'user_id_verification_status',
    default: IdVerificationStatus.UNVERIFIED,
  })
  idVerificationStatus: IdVerificationStatus;

  @Field(() => UserType, { description: 'RESIDENT or ADMIN.' })
  @Column({ name: 'user_type', type: 'enum', enum: UserType, enumName: 'user_type', default: UserType.RESIDENT })
  userType: UserType;

  /** A staff account's role (docs/rules/accounts.md#staff-roles); a resident has none. */
  @Column({ name: 'staff_role_id', type: 'integer', nullable: true })
  staffRoleId: number | null;

  /** False once a staff member is deactivated: they cannot sign in. */
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /**
   * When the resident's personal data was erased at their request (docs/architecture.md#privacy-erasure): the account
   * is closed for good, its details replaced by placeholders, and it is left out of the residents list and the counts.
   */
  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true })
  erasedAt: Date | null;

  @Field(() => Language, {
    nullable: true,
    description: 'The language the account reads the portal in, on every device it signs in on; empty until it chooses one.',
  })
  @Column({ name: 'preferred_language', type: 'text', nullable: true })
  preferredLanguage: Language | null;

  @Field({ description: 'True for a staff member signed in with a temporary password: every staff permission waits until they change it.' })
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  @Field({ description: 'First, middle and last name joined.' })
  get fullName(): string {
    return [this.firstName, this.middleName, this.lastName].filter((part) => part && part.trim()).join(' ');
  }

  @Field(() => Int, { nullable: true, description: 'Age in whole years today; empty without a birthdate.' })
  get age(): number | null {
    return this.birthdate ? ageOn(this.birthdate, barangayToday()) : null;
  }

  get isResident(): boolean {
    return this.userType === UserType.RESIDENT;
  }

  get isVerified(): boolean {
    return this.idVerificationStatus === IdVerificationStatus.APPROVED;
  }
}
