import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageArgs, PaginatedResponse } from '../../common/pagination';
import { AuditAction, AuditLogEntry } from './audit-log-entry.entity';

@ArgsType()
export class AuditLogArgs extends PageArgs {
  @Field({ nullable: true, description: 'Only writes to this kind of record (table name, e.g. project).' })
  entity?: string;

  @Field({ nullable: true, description: 'Only writes to the record with this id (with entity).' })
  entityId?: string;

  @Field(() => Int, { nullable: true, description: "Only this administrator's writes." })
  actorId?: number;

  @Field(() => AuditAction, { nullable: true, description: 'Only creates, updates or deletes.' })
  action?: AuditAction;
}

@ObjectType({ description: 'A page of the audit log, newest first.' })
export class AuditLogPage extends PaginatedResponse(AuditLogEntry) {}
