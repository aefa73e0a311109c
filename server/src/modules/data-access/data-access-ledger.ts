import type { DataSource } from 'typeorm';
import type { RequestContext } from '../../http/request-context';
import type { DataAccessKind, IdViewPurpose } from './data-access.enums';

/** One view to record: what, of whom (an account, an inhabitant of the registry, or both), and for an ID image why. */
export interface DataAccessView {
  readonly kind: DataAccessKind;
  readonly residentId?: number | null;
  readonly inhabitantId?: number | null;
  readonly purpose?: IdViewPurpose | null;
}

/**
 * Records staff views of residents' data in the access ledger (docs/architecture.md#privacy-access-ledger). The services
 * that serve a view call it once they have authorised the caller and found the record, so a refused view records
 * nothing, and both APIs record through the same call. One INSERT … SELECT per view served (several rows for a
 * household's record), which copies the staff member's name, e-mail and office as they are now, so the row reads the
 * same after they change or leave. A view it cannot record is not served: the caller's request fails.
 */
export class DataAccessLedger {
  constructor(private readonly db: DataSource) {}

  /** Records `views` by the signed-in `viewerId` within the request's barangay; a resident's view of their own account is none. */
  async record(ctx: RequestContext, viewerId: number, views: readonly DataAccessView[]): Promise<void> {
    const recorded = views.filter((view) => view.residentId !== viewerId);
    if (recorded.length === 0) return;
    const rows = await this.db.query<Array<{ id: string }>>(
      `INSERT INTO data_access (barangay_id, viewer_id, viewer_name, viewer_email, viewer_office, resident_id, inhabitant_id, kind, purpose)
       SELECT $1, viewer.id, concat_ws(' ', viewer.first_name, nullif(viewer.middle_name, ''), viewer.last_name), viewer.email,
              coalesce(office.name, ''), seen.resident_id, seen.inhabitant_id, seen.kind, seen.purpose
         FROM "user" viewer
         LEFT JOIN staff_role office ON office.id = viewer.staff_role_id
        CROSS JOIN unnest($3::int[], $4::int[], $5::data_access_kind[], $6::id_view_purpose[]) AS seen (resident_id, inhabitant_id, kind, purpose)
        WHERE viewer.id = $2
       RETURNING id`,
      [
        ctx.barangay.id, viewerId,
        recorded.map((view) => view.residentId ?? null), recorded.map((view) => view.inhabitantId ?? null),
        recorded.map((view) => view.kind), recorded.map((view) => view.purpose ?? null),
      ],
    );
    // The signed-in account is always found; were it not, the view goes unserved rather than unrecorded.
    if (rows.length !== recorded.length) throw new Error('the access ledger did not record the view');
  }
}
