import type { Locale } from '@barangay-portal/domain';
import type { Caller } from '../identity/auth-user';
import type { PictureSizes } from '../uploads/picture-variants';
import { RequestLoaders } from './request-loaders';

/** The barangay a request acts within (docs/architecture.md#tenancy): the one served at the request's host. */
export interface RequestBarangay {
  readonly id: number;
  readonly name: string;
  /** The first part of its document requests' reference numbers ("BRGY" in "BRGY-2026-000123"). */
  readonly referencePrefix: string;
  /** The name its e-mails come from; null: its name. */
  readonly emailSenderName: string | null;
  /** Its seal, a public picture: the file's key and sizes; null key when it has none. */
  readonly sealKey: string | null;
  readonly sealSizes: PictureSizes | null;
}

/**
 * What every door (REST, GraphQL over HTTP, the subscription socket) knows about one request, built by
 * `createRequestContext` (http/caller.ts) alone and passed first to every service method (docs/architecture.md#flow-caller).
 */
export interface RequestContext {
  /** Who is calling, as proven by the access token. */
  readonly caller: Caller;
  /** The barangay served at the request's host (docs/architecture.md#tenancy). */
  readonly barangay: RequestBarangay;
  /** The client's IP address (behind a trusted proxy: the address it forwarded), for rate limits and security events. */
  readonly clientAddress: string;
  /** PUBLIC_URL, else the origin the request came to: the front of absolute links (/media/ URLs, verification pages). */
  readonly origin: string;
  /** The language the answer's texts are in: the request's Accept-Language, English without one (docs/architecture/languages.md#server-texts). */
  readonly locale: Locale;
  /** This request's batch loaders (DataLoader), so per-row fields cost one query per field, not per row. */
  readonly loaders: RequestLoaders;
}
