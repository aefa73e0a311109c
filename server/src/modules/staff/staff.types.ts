import { Field, Int, ObjectType } from 'type-graphql';
import { StaffRole } from './staff-role.entity';

@ObjectType({ description: 'A staff account of the barangay office and its role.' })
export class StaffMember {
  @Field(() => Int, { description: 'The account id.' })
  id: number;

  @Field({ description: 'Login e-mail.' })
  email: string;

  @Field({ description: 'Given name.' })
  firstName: string;

  @Field({ description: 'Family name.' })
  lastName: string;

  @Field(() => StaffRole, { description: 'What the member may do.' })
  role: StaffRole;

  @Field({ description: 'False once deactivated: the member cannot sign in.' })
  active: boolean;

  @Field({ description: 'True until the member replaced the temporary password they were given.' })
  mustChangePassword: boolean;
}

@ObjectType({ description: 'A new staff member, with the one-time password to hand them.' })
export class CreatedStaffMember {
  @Field(() => StaffMember)
  member: StaffMember;

  @Field({ description: 'Shown once, never stored readable: the member signs in with it and must then choose their own password.' })
  temporaryPassword: string;
}
