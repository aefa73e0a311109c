import type { CityRole, Permission } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { replicaSignal, type ReplicaEvents } from '../replicas/replica-events';

/** How long a staff member's permissions are trusted before the database is asked again (as a live session: docs/sessions.md). */
const PERMISSIONS_TTL_MS = 5_000;

/** A role or staff member changed on another replica: every member's permissions are read afresh. */
const STAFF_CHANGED = replicaSignal('staff.changed');

/**
 * What each staff member may do now, read from their role (docs/rules/accounts.md#staff-roles) rather than from
 * the access token, so a changed role or a deactivation applies to tokens already issued: at once on every replica
 * (`forgetAll`, called when a role or member changes, tells the others: docs/architecture.md#replica-events), and within
 * a few seconds should that message be lost.
 */
export class StaffPermissions {
  private readonly cached = new Map<number, { grants: Grants; until: number }>();
  /** Counts the forgetting: a read that a forgetting overtook is answered but not kept. */
  private generation = 0;

  constructor(private readonly db: DataSource, private readonly replicas: ReplicaEvents, private readonly now: () => number = Date.now) {
    replicas.on(STAFF_CHANGED, () => this.forgetHere());
  }

  /**
   * An active staff member's permissions; none for a deactivated member, one who has yet to replace a temporary
   * password, or an account that is not staff.
   */
  async of(userId: number): Promise<readonly Permission[]> {
    return (await this.grantsOf(userId)).permissions;
  }

  /** An active city account's office (docs/architecture.md#city-level), on the same terms; null for anyone else. */
  async cityRoleOf(userId: number): Promise<CityRole | null> {
    return (await this.grantsOf(userId)).cityRole;
  }

  /** After a role or member changed: every replica reads every member's permissions afresh. */
  forgetAll(): void {
    this.forgetHere();
    this.replicas.publish(STAFF_CHANGED, null);
  }

  private forgetHere(): void {
    this.cached.clear();
    this.generation += 1;
  }

  private async grantsOf(userId: number): Promise<Grants> {
    const hit = this.cached.get(userId);
    if (hit && hit.until > this.now()) return hit.grants;
    const generation = this.generation;
    const [row] = await this.db.query<Array<{ permissions: Permission[] | null; city_role: CityRole | null }>>(
      `SELECT role.permissions, "user".city_role FROM "user" LEFT JOIN staff_role role ON role.id = "user".staff_role_id
        WHERE "user".id = $1 AND "user".is_active AND NOT "user".must_change_password`,
      [userId],
    );
    const grants: Grants = { permissions: Object.freeze(row?.permissions ?? []), cityRole: row?.city_role ?? null };
    // Read before a change that was forgotten meanwhile (it may predate it): kept, it would outlive the change.
    if (generation === this.generation) this.cached.set(userId, { grants, until: this.now() + PERMISSIONS_TTL_MS });
    return grants;
  }
}

interface Grants {
  permissions: readonly Permission[];
  cityRole: CityRole | null;
}
