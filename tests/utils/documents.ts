import type { Session } from './accounts';
import type { TestServer } from './test-server';

export type RequestStatus = 'pending' | 'processing' | 'pickup' | 'released' | 'rejected' | 'canceled';

/** A document type made through the REST API; answers its id. */
export async function createDocumentType(server: TestServer, admin: Session, body: Record<string, unknown>): Promise<number> {
  const { status, body: created } = await server.rest('POST', '/document-types/', body, admin.access);
  if (status !== 201) throw new Error(`creating document type ${String(body.name)} failed with ${status}: ${JSON.stringify(created)}`);
  return created.id;
}

/** A submitted request (REST, as the original client does); answers the REST body. */
export async function submitRequest(
  server: TestServer, resident: Session, documentTypeId: number, fieldData: Record<string, unknown> = { Purpose: 'Employment' },
): Promise<{ id: number; reference_number: string; [key: string]: unknown }> {
  const { status, body } = await server.rest('POST', '/document-requests/', { document_type: documentTypeId, field_data: fieldData }, resident.access);
  if (status !== 201) throw new Error(`submission failed with ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** Moves a request through the API, one allowed step after another, e.g. ['processing', 'pickup']. */
export async function moveRequest(server: TestServer, session: Session, requestId: number, ...statuses: RequestStatus[]): Promise<void> {
  for (const status of statuses) {
    const response = await server.rest('PATCH', `/document-requests/${requestId}/`, { status }, session.access);
    if (response.status !== 200) throw new Error(`moving request ${requestId} to ${status} failed with ${response.status}: ${JSON.stringify(response.body)}`);
  }
}

/** The barangay's calendar year now (references are numbered per year on Philippine time). */
export function barangayYear(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric' }).format(new Date());
}

/** The running number of a reference such as BRGY-2026-000123. */
export function referenceSequence(reference: string): number {
  return Number(reference.split('-').at(-1));
}
