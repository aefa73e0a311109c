import type { GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type PubSub } from 'type-graphql';
import { AnnouncementResolver } from '../modules/announcements/announcement.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { DataAccessResolver } from '../modules/data-access/data-access.resolver';
import { BarangayResolver } from '../modules/barangays/barangay.resolver';
import { BarangaySettingsResolver } from '../modules/barangays/barangay-settings.resolver';
import { CertificateResolver } from '../modules/certificates/certificate.resolver';
import { ContactDetailsResolver } from '../modules/contact/contact-details.resolver';
import { CityResolver } from '../modules/city/city.resolver';
import { TransferResolver } from '../modules/transfers/transfer.resolver';
import { HouseholdMembersResolver, RegistryResolver } from '../modules/registry/registry.resolver';
import { InhabitantImportResolver } from '../modules/registry/import/inhabitant-import.resolver';
import { ResidentLinkResolver } from '../modules/registry/resident-link.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { DocumentRequestResolver } from '../modules/document-requests/document-request.resolver';
import { DocumentTypeResolver } from '../modules/document-types/document-type.resolver';
import { EventResolver } from '../modules/events/event.resolver';
import { NotificationResolver } from '../modules/notifications/notification.resolver';
import { BarangayOfficialResolver, OfficialStaffLinkResolver } from '../modules/officials/barangay-official.resolver';
import { ProjectResolver } from '../modules/projects/project.resolver';
import { PrivacyResolver } from '../modules/privacy/privacy.resolver';
import { CorrectionResolver } from '../modules/corrections/corrections.resolver';
import { ErasureResolver } from '../modules/erasure/erasure.resolver';
import { StaffResolver, UserPermissionsResolver } from '../modules/staff/staff.resolver';
import { AuthResolver } from '../modules/users/auth.resolver';
import { TwoFactorResolver } from '../modules/users/two-factor.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { authChecker } from './auth-checker';
import { ErrorExtensions } from './error-extensions';

export const resolvers = [
  BarangayResolver,
  BarangaySettingsResolver,
  AuthResolver,
  TwoFactorResolver,
  UsersResolver,
  ProjectResolver,
  EventResolver,
  AnnouncementResolver,
  BarangayOfficialResolver,
  OfficialStaffLinkResolver,
  ContactDetailsResolver,
  DocumentTypeResolver,
  DocumentRequestResolver,
  DashboardResolver,
  TransferResolver,
  RegistryResolver,
  HouseholdMembersResolver,
  InhabitantImportResolver,
  ResidentLinkResolver,
  CityResolver,
  CertificateResolver,
  NotificationResolver,
  AuditResolver,
  DataAccessResolver,
  StaffResolver,
  UserPermissionsResolver,
  PrivacyResolver,
  CorrectionResolver,
  ErasureResolver,
] as const;

type FieldMetadata = ReturnType<typeof getMetadataStorage>['fields'][number];

/**
 * The object types' plain `@Field` properties and getters, read by GraphQL's own default resolver: without
 * this type-graphql wraps each in a resolver of its own (a middleware chain, empty here) that runs for every
 * field of every row (docs/architecture.md#api-benchmark). A field renamed in the schema keeps its wrapper.
 */
function plainFieldsRead(): FieldMetadata[] {
  const plain = getMetadataStorage().fields.filter((field) => field.simple === undefined && field.schemaName === field.name);
  for (const field of plain) field.simple = true;
  return plain;
}

/** A field read as a plain property skips type-graphql's middlewares and role checks: none may have any. */
function assertUnguarded(fields: FieldMetadata[]): void {
  // `@Authorized()` without roles (any signed-in caller) leaves an empty list: a list at all means a check.
  const guarded = fields.filter((field) => field.roles !== undefined || (field.middlewares?.length ?? 0) > 0);
  if (guarded.length > 0) {
    throw new Error(`Fields with @Authorized or middlewares need \`simple: false\`: ${guarded.map((field) => `${field.target.name}.${field.name}`).join(', ')}`);
  }
}

/** The schema; `pubSub` is the one its subscriptions listen on (NotificationService's, in the app). */
export async function buildAppSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  const plain = plainFieldsRead();
  const schema = await buildSchema({
    resolvers,
    // Returned by no field: documents the `extensions` of every error (graphql/error-extensions.ts).
    orphanedTypes: [ErrorExtensions],
    authChecker,
    pubSub,
    validate: { forbidUnknownValues: true },
  });
  assertUnguarded(plain);
  return schema;
}
