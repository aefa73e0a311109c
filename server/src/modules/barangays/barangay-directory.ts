import type { DataSource } from 'typeorm';
import { DEFAULT_CITY_NAME } from '../../config/env';
import type { RequestBarangay } from '../../http/request-context';
import { NO_OTHER_REPLICAS, replicaSignal, type ReplicaEvents } from '../../replicas/replica-events';
import { Barangay } from './barangay.entity';
import { BarangayErrors } from './barangay.errors';

/** The default barangay's settings while it is the install's only one: BARANGAY_NAME and DOCUMENT_REFERENCE_PREFIX. */
export interface DefaultBarangaySettings {
  name: string;
  referencePrefix: string;
}

/** The default barangay: every record from before barangays existed belongs to it (migration Barangays1765000000000). */
export const DEFAULT_BARANGAY_ID = 1;

/** The names an account's e-mails carry. */
export interface AccountHome {
  name: string;
  /** The name its e-mails come from. */
  senderName: string;
  /** Where its owner signs in (addressAt): for links and e-mails; none without PUBLIC_URL. */
  address: string | undefined;
}

/**
 * PUBLIC_URL as a barangay's own address (docs/architecture.md#tenancy): its scheme and port at the barangay's first
 * host name, since an account signs in only at its barangay's hosts; PUBLIC_URL itself when it is one of them, or
 * when the barangay has none (the single-barangay install, and city accounts, which sign in anywhere).
 */
export function addressAt(publicUrl: string, hostNames: readonly string[]): string {
  const url = new URL(publicUrl);
  if (hostNames.length === 0 || hostNames.includes(url.hostname)) return publicUrl;
  url.hostname = hostNames[0];
  return url.href.replace(/\/+$/, '');
}

/** How long this process trusts its copy of the barangays and their hosts before reading them again. */
const REFRESH_MS = 10_000;

/** A barangay, its settings or its hosts changed on another replica: its copy is read afresh. */
const BARANGAYS_CHANGED = replicaSignal('barangays.changed');

/** A host as barangays' host names are stored: lower case, without a port or a final dot. */
function normalizedHost(host: string | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

interface Snapshot {
  barangays: ReadonlyMap<number, RequestBarangay>;
  hosts: ReadonlyMap<string, number>;
  readAt: number;
}

/**
 * Which barangay a request acts within, from its host (docs/architecture.md#tenancy). A single-barangay install
 * answers at any host, exactly as before barangays existed; with several, a request is served only at a host
 * one of them is configured with. The few rows are kept in memory and read again every 10 s, or at once after
 * a change made through any replica (forget() tells the others: docs/architecture.md#replica-events).
 */
export class BarangayDirectory {
  private snapshot: Snapshot | undefined;
  /** The read under way: the requests that arrive meanwhile wait for it rather than each reading again. */
  private reading: Promise<Snapshot> | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly now: () => number = () => Date.now(),
    /** CITY_NAME: the city level's name (docs/architecture.md#city-level). */
    private readonly cityName = DEFAULT_CITY_NAME,
    /** PUBLIC_URL: the install's address, from which each barangay's is made (addressAt). */
    private readonly publicUrl?: string,
    private readonly replicas: ReplicaEvents = NO_OTHER_REPLICAS,
  ) {
    replicas.on(BARANGAYS_CHANGED, () => this.forgetHere());
  }

  /**
   * At start: while the default barangay is the only one and its settings were never changed on the portal, its
   * name and prefix are the configured ones.
   */
  async syncDefault(settings: DefaultBarangaySettings): Promise<void> {
    await this.db.query(
      `UPDATE barangay SET name = $2, reference_prefix = $3
        WHERE id = $1 AND settings_changed_at IS NULL AND (SELECT count(*) FROM barangay) = 1
          AND (name, reference_prefix) IS DISTINCT FROM ($2, $3)`,
      [DEFAULT_BARANGAY_ID, settings.name, settings.referencePrefix]);
    this.forget();
  }

  /** The barangay served at `host`, or null when none is. */
  async forHost(host: string | undefined): Promise<RequestBarangay | null> {
    const { barangays, hosts } = await this.current();
    if (barangays.size === 1) return [...barangays.values()][0];
    const id = hosts.get(normalizedHost(host));
    return id === undefined ? null : barangays.get(id) ?? null;
  }

  /** As forHost, refusing a host no barangay is served at. */
  async servedAt(host: string | undefined): Promise<RequestBarangay> {
    const barangay = await this.forHost(host);
    if (!barangay) throw BarangayErrors.unknownHost();
    return barangay;
  }

  /** The barangay with this id (an account's, a request's), for what is done outside its requests, like e-mails. */
  async byId(id: number): Promise<RequestBarangay> {
    const barangay = (await this.current()).barangays.get(id);
    if (!barangay) throw BarangayErrors.notFound();
    return barangay;
  }

  /** Every barangay of the install, by name. */
  async all(): Promise<RequestBarangay[]> {
    return [...(await this.current()).barangays.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  /** The host names a barangay answers at, alphabetically (none: the install's only barangay, answering at any). */
  async hostNamesOf(barangayId: number): Promise<string[]> {
    return [...(await this.current()).hosts].filter(([, id]) => id === barangayId).map(([host]) => host).sort();
  }

  /**
   * Whose name an account's e-mails carry (docs/architecture.md#city-level): its barangay's, or for a city account
   * (no barangay) the city's.
   */
  async homeOf(barangayId: number | null): Promise<AccountHome> {
    if (barangayId === null) return { name: this.cityName, senderName: this.cityName, address: this.publicUrl };
    const barangay = await this.byId(barangayId);
    return { name: barangay.name, senderName: barangay.emailSenderName ?? barangay.name, address: await this.addressOf(barangayId) };
  }

  /** The barangay's own address (addressAt), for absolute links made in its requests; none without PUBLIC_URL. */
  async addressOf(barangayId: number): Promise<string | undefined> {
    return this.publicUrl === undefined ? undefined : addressAt(this.publicUrl, await this.hostNamesOf(barangayId));
  }

  /** After a barangay or host changed: the next request, on any replica, reads them afresh. */
  forget(): void {
    this.forgetHere();
    this.replicas.publish(BARANGAYS_CHANGED, null);
  }

  private forgetHere(): void {
    this.snapshot = undefined;
    this.reading = undefined;
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && this.now() - this.snapshot.readAt < REFRESH_MS) return this.snapshot;
    const reading = this.reading ?? this.read();
    this.reading = reading;
    try {
      const snapshot = await reading;
      // A forget() while reading dropped this read: the next call reads again.
      if (this.reading === reading) this.snapshot = snapshot;
      return snapshot;
    } finally {
      if (this.reading === reading) this.reading = undefined;
    }
  }

  private async read(): Promise<Snapshot> {
    const readAt = this.now();
    const [rows, hostRows] = await Promise.all([
      this.db.getRepository(Barangay).find({ order: { id: 'ASC' } }),
      this.db.query<Array<{ host: string; barangay_id: number }>>('SELECT host, barangay_id FROM barangay_host'),
    ]);
    return {
      barangays: new Map(rows.map((row) => [row.id, {
        id: row.id, name: row.name, referencePrefix: row.referencePrefix, emailSenderName: row.emailSenderName, sealKey: row.sealKey, sealSizes: row.sealSizes,
      }])),
      hosts: new Map(hostRows.map((row) => [row.host, row.barangay_id])),
      readAt,
    };
  }
}
