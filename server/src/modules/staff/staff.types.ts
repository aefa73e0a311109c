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

@ObjectType({ description: 'A staff member given a first or fresh password: either a one-time password to hand them, or an e-mailed link.' })
export class StaffPasswordHandover {
  @Field(() => StaffMember)
  member: StaffMember;

  @Field(() => String, {
    nullable: true,
    description: 'Shown once, never stored readable: the member signs in with it and must then choose their own password. Null when a link was e-mailed instead.',
  })
  temporaryPassword: string | null;

  @Field({ description: 'True when the member was e-mailed a one-time link to choose their password (SMTP_URL and PUBLIC_URL are set).' })
  passwordLinkSent: boolean;
}
