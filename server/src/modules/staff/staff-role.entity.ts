import { BuiltInRole, Permission } from '@barangay-portal/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';
import './staff.enums';

/** A named set of permissions given to staff members: a barangay office (built in) or a custom role. */
@ObjectType({ description: 'A named set of permissions given to staff members: a barangay office (built in) or a custom role.' })
@Entity({ name: 'staff_role' })
export class StaffRole extends BarangayOwnedEntity {
  @Field({ description: 'The role name, unique within the barangay regardless of letter case.' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => [Permission], { description: 'What members of this role may do.' })
  @Column({ type: 'text', array: true })
  permissions: Permission[];

  @Field(() => BuiltInRole, { nullable: true, description: 'The office a built-in role stands for; empty for a custom role. Built-in roles cannot be changed or deleted.' })
  @Column({ name: 'built_in', type: 'text', nullable: true })
  builtIn: BuiltInRole | null;

  @Field(() => Int, { description: 'How many staff accounts (active or not) have this role.' })
  memberCount: number;
}
