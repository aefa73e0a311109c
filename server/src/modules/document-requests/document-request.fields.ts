import type { Gender } from '../accounts';

/** What the computed fields read of a request: its joined type, requester and inhabitant, and its answers. */
export interface RequestWithParties {
  readonly documentType?: { readonly name: string } | null;
  readonly requester?: { readonly fullName: string; readonly gender: Gender | null } | null;
  /** For a request taken at the counter: the inhabitant it is for, who is named on it and its certificate. */
  readonly inhabitant?: { readonly fullName: string; readonly sex: Gender } | null;
  readonly fieldData: Record<string, string>;
}

/**
 * The computed fields of a request that both APIs show, read from its joined type and requester: the
 * GraphQL fields (getters on DocumentRequest) and the REST projection call these same functions (docs/architecture.md#flow-projection).
 * Typed by what they read, so the entity can use them without an import cycle.
 */
export const documentRequestFields = {
  documentTypeName: (request: RequestWithParties): string => request.documentType?.name ?? '',
  requestor: (request: RequestWithParties): string => request.inhabitant?.fullName ?? request.requester?.fullName ?? '',
  gender: (request: RequestWithParties): Gender | null => request.inhabitant?.sex ?? request.requester?.gender ?? null,
  fieldData: (request: RequestWithParties): Record<string, string> => request.fieldData,
};
