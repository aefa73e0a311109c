/*
 * The rows a module keeps for the two access matrices (docs/architecture.md#add-a-module, point 6): the staff
 * roles' acceptance table (tests/integration/staff-access-table.test.ts, docs/rules/accounts.md#staff-roles) and
 * the isolation matrix (tests/integration/barangay-isolation.test.ts, docs/architecture.md#tenancy). Each module
 * writes its own in server/src/modules/<domain>/__tests__/<domain>.access.ts, by hand from the rules, never from its
 * policy objects: a policy that drifts from the rules must fail the matrix.
 *
 * Types only. Kept under server/src because the rows files are compiled with server/tsconfig.json, whose rootDir it is.
 */

/** Who may call an operation (docs/rules/accounts.md#staff-roles). */
export type Need = 'anyone' | 'signed-in' | 'resident' | 'MANAGE_CONTENT' | 'MANAGE_DOCUMENT_TYPES' | 'REVIEW_DOCUMENT_REQUESTS'
  | 'REVOKE_CERTIFICATES' | 'VERIFY_IDS' | 'VIEW_RESIDENTS' | 'VIEW_DASHBOARD' | 'MANAGE_STAFF' | 'VIEW_AUDIT_LOG' | 'MANAGE_SETTINGS'
  | 'MANAGE_REGISTRY' | 'MANAGE_PRIVACY'
  /** A city office (docs/architecture.md#city-level): no barangay office has one, so every caller here is refused. */
  | 'city';

/** A REST route of the staff-access table, with a record id that does not exist where the path takes one. */
export type RestNeed = [method: string, path: string, need: Need];

/** A module's rows of the staff roles' acceptance table. */
export interface StaffAccessRows {
  /** Each GraphQL query and mutation the module's resolvers serve, and who may call it. */
  graphql: Record<string, Need>;
  /** Each REST route the module's routers serve (the path below /api), and who may call it. */
  rest: RestNeed[];
}

/** A's Punong Barangay, A's verified resident, and A's resident who has not sent an ID yet. */
export type Actor = 'staff' | 'resident' | 'newcomer';

/** Barangay B's records, named by the isolation matrix's calls at barangay A. */
export interface RecordsOfB {
  project: number; event: number; official: number; announcement: number; role: number; staffMember: number;
  documentType: number; request: number; certificateCode: string; resident: number; residentEmail: string;
  residentRefresh: string; pendingResident: number; pendingEmail: string; notification: number;
  /** B's pending resident moving to a third barangay: neither A's staff nor A's residents may see or decide it. */
  transfer: number;
  /** B's Registry of Barangay Inhabitants: a purok, a household in it and its head. */
  purok: number; household: number; inhabitant: number;
  /** A spreadsheet B's staff uploaded for import into B's registry. */
  inhabitantImport: number;
  /** B's resident's request to correct their nickname, waiting for B's staff. */
  correction: number;
  /** B's resident's request that their data be erased, waiting for B's staff. */
  erasure: number;
}

/** One call of the matrix; `refusedAs` is the refusal it must get (a GraphQL code, or a REST status). */
export interface GraphqlCall { as: Actor; query: string; variables?: Record<string, unknown>; refusedAs?: string | string[] }
export interface RestCall { as: Actor; path: string; method?: string; body?: unknown; refusedAs?: number | number[] }

/** An operation's calls, given B's records. */
export type GraphqlRow = (b: RecordsOfB) => GraphqlCall[];
export type RestRow = (b: RecordsOfB) => RestCall[];

/** A file of a multipart body. */
export interface UploadFile { bytes: Buffer; name: string; type?: string }

/**
 * What the isolation matrix hands each module's rows: its mark, its call builders and its sample files. Handed in
 * rather than imported, so that a rows file imports nothing but these types.
 */
export interface IsolationKit {
  /** In every text of B's records, so an answer that carries any of it is caught. */
  MARK: string;
  /** The paging arguments of every list. */
  page: string;
  /** The column mapping of `registryFile`'s spreadsheet. */
  IMPORT_MAPPING: string;
  /** A call that must answer without an error. */
  own: (as: Actor, query: string) => GraphqlCall;
  /** A call that must be answered NOT_FOUND. */
  notFound: (as: Actor, query: string) => GraphqlCall;
  /** The call by A's staff member and by A's resident, each refused FORBIDDEN (the city level's alone). */
  cityOnly: (query: string) => GraphqlCall[];
  rest: (as: Actor, path: string, refusedAs?: number | number[], method?: string, body?: unknown) => RestCall;
  /** A registry spreadsheet of one inhabitant, as CSV. */
  registryFile: (row: string) => UploadFile;
  /** A multipart body of these fields and files. */
  multipart: (fields: Record<string, string>, files: Record<string, UploadFile>) => unknown;
  samplePng: () => Buffer;
  /** A registration's input, with these fields changed. */
  registerInput: (overrides?: Record<string, unknown>) => Record<string, unknown>;
}

/** A module's rows of the isolation matrix, each operation's calls with B's records where it takes one. */
export interface IsolationRows {
  /** Each GraphQL operation the module's resolvers serve (subscriptions too), in the order they run. */
  graphql: Record<string, GraphqlRow>;
  /** Its GraphQL operations outside the matrix, and why. */
  graphqlOutside?: Record<string, string>;
  /** Each REST route ("METHOD /api/path", as Express declares it) the module's routers serve, in the order they run. */
  rest: Record<string, RestRow>;
  /** Its REST routes outside the matrix, and why. */
  restOutside?: Record<string, string>;
}

/** What server/src/modules/<domain>/__tests__/<domain>.access.ts exports, as `accessRows`. */
export interface ModuleAccessRows {
  staffAccess: StaffAccessRows;
  isolation: (kit: IsolationKit) => IsolationRows;
}
