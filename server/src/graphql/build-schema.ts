import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AnnouncementResolver, AnnouncementTimestampsResolver } from '../modules/announcements/announcement.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { CertificateResolver } from '../modules/certificates/certificate.resolver';
import { ContactDetailsResolver } from '../modules/contact/contact-details.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { DocumentRequestResolver } from '../modules/document-requests/document-request.resolver';
import { DocumentTypeResolver } from '../modules/document-types/document-type.resolver';
import { EventResolver } from '../modules/events/event.resolver';
import { NotificationResolver } from '../modules/notifications/notification.resolver';
import { BarangayOfficialResolver } from '../modules/officials/barangay-official.resolver';
import { ProjectResolver } from '../modules/projects/project.resolver';
import { AuthResolver } from '../modules/users/auth.resolver';
import { TwoFactorResolver } from '../modules/users/two-factor.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { authChecker } from './auth-checker';
import { ErrorExtensions } from './error-extensions';

export const resolvers = [
  AuthResolver,
  TwoFactorResolver,
  UsersResolver,
  ProjectResolver,
  EventResolver,
  AnnouncementResolver,
  AnnouncementTimestampsResolver,
  BarangayOfficialResolver,
  ContactDetailsResolver,
  DocumentTypeResolver,
  DocumentRequestResolver,
  DashboardResolver,
  CertificateResolver,
  NotificationResolver,
  AuditResolver,
] as const;

/** The schema; `pubSub` is the one its subscriptions listen on (NotificationService's, in the app). */
export async function buildAppSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return await buildSchema({
    resolvers,
    // Returned by no field: documents the `extensions` of every error (graphql/error-extensions.ts).
    orphanedTypes: [ErrorExtensions],
    authChecker,
    pubSub,
    validate: { forbidUnknownValues: true },
  });
}
