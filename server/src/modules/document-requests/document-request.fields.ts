import type { Gender } from '../users';
import type { DocumentRequest } from './document-request.entity';

/**
 * The computed fields of a request that both APIs show, read from its joined type and requester: the
 * GraphQL field resolvers and the REST projection call these same functions (docs/architecture.md#flow-projection).
 */
export const documentRequestFields = {
  documentTypeName: (request: DocumentRequest): string => request.documentType?.name ?? '',
  requestor: (request: DocumentRequest): string => request.requester?.fullName ?? '',
  gender: (request: DocumentRequest): Gender | null => request.requester?.gender ?? null,
  fieldData: (request: DocumentRequest): Record<string, string> => request.fieldData,
};
