import { portalModule } from '../../portal-module/portal-module';
import { AuditLogEntry } from './audit-log-entry.entity';
import { auditPolicy } from './audit.policy';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/** The audit log: every change by staff, read by administrators. */
export const auditModule = portalModule({
  name: 'audit',
  entities: [AuditLogEntry],
  services: ({ db }) => ({ audit: new AuditService(db) }),
  policies: { auditPolicy },
}).withDoors({
  resolvers: [AuditResolver],
});
