import { AGE_GROUPS, barangayToday, FINISHED_EVENT_STATUS, InhabitantSector, PSA_AGE_GROUPS } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { dashboardPolicy } from './dashboard.policy';
import {
  Dashboard, DocumentRequestOverview, EmploymentOverview, EventAttendance, EventOverview, ResidentsOverview, VoterOverview,
} from './dashboard.types';
import type { InhabitantsOverview, RegistryPopulation, RegistryPopulationCounter } from './inhabitants-overview.types';

/** The attendance chart's default (docs/rules/dashboard.md#attendance-default): the two most recent events (DEFAULT_ATTENDANCE says which count). */
const DEFAULT_ATTENDANCE_EVENTS = 2;

// Ages by date comparison: "at least N years old today" is "born on or before today minus N years", the
// same whole-years rule as docs/rules/dashboard.md#age-rule (and accounts/age.ts), with today the barangay's ($1). The counters are kept
// by the triggers of migration ResidentStatistics1764000000000: one row per barangay and distinct birthdate, and one per
// barangay and gender / flag value (migration BarangayRecords1765200000000). Every figure is the request's barangay's own.
const AT_LEAST = (years: number) => `birthdate <= ($1::date - interval '${years} years')::date`;
const UNDER = (years: number) => `birthdate > ($1::date - interval '${years} years')::date`;
const { chartTeenFrom, adultFrom, seniorFrom } = AGE_GROUPS;

const RESIDENT_AGES = `
  SELECT
    coalesce(sum(residents) FILTER (WHERE ${UNDER(adultFrom)}), 0)::int                               AS teen,
    coalesce(sum(residents) FILTER (WHERE ${AT_LEAST(adultFrom)} AND ${UNDER(seniorFrom)}), 0)::int   AS adult,
    coalesce(sum(residents) FILTER (WHERE ${AT_LEAST(seniorFrom)}), 0)::int                           AS senior,
    coalesce(sum(residents) FILTER (WHERE ${AT_LEAST(chartTeenFrom)} AND ${UNDER(adultFrom)}), 0)::int AS chart_teen
  FROM resident_birthdate_count WHERE barangay_id = $2`;

const RESIDENT_COUNTERS = `SELECT stat, residents FROM resident_stat_count WHERE barangay_id = $1`;

const REQUEST_COUNTS = `
  SELECT
    count(*)::int                                                         AS total,
    count(*) FILTER (WHERE status = 'pending')::int                       AS pending,
    count(*) FILTER (WHERE status = 'canceled')::int                      AS canceled,
    count(*) FILTER (WHERE status = 'processing')::int                    AS processing,
    count(*) FILTER (WHERE status = 'pickup')::int                        AS for_pickup,
    count(*) FILTER (WHERE status = 'rejected')::int                      AS rejected,
    count(*) FILTER (WHERE status = 'released')::int                      AS released,
    count(DISTINCT document_type_id)::int                                 AS unique_types
  FROM document_request WHERE barangay_id = $1`;

const REQUESTS_PER_TYPE = `
  SELECT type.name AS document_type_name, counts.count
  FROM (SELECT document_type_id, count(*)::int AS count FROM document_request WHERE barangay_id = $1 GROUP BY document_type_id) counts
  JOIN document_type type ON type.id = counts.document_type_id
  ORDER BY counts.count DESC, type.name`;

// From submission to the request's first move to pickup (`ready_at`), over the barangay's ($1) requests.
const MEDIAN_HOURS_TO_PICKUP = `
  SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ready_at - created_at) / 3600) AS median_hours
  FROM document_request WHERE barangay_id = $1 AND ready_at IS NOT NULL`;

// Finished: exactly the status FINISHED_EVENT_STATUS ($1), as docs/rules/dashboard.md#count-finished-events counts.
const EVENT_COUNTS = `
  SELECT count(*)::int AS total, count(*) FILTER (WHERE status = $1)::int AS finished FROM event WHERE barangay_id = $2`;

const ATTENDANCE_COLUMNS = `
  SELECT id AS "eventId", event_name AS "eventName", event_date AS "eventDate",
         expected_number_of_attendees AS expected, actual_attendees AS actual
  FROM event`;

// The "most recent" events are those that have taken place, dated on or before the barangay's today ($1): an
// event planned for later has no attendance to compare yet. Only while fewer than $2 have taken place do the
// nearest upcoming ones fill the chart. Each half reads its first rows along idx_event_date; newest first. Only
// the barangay's ($3) events count.
const DEFAULT_ATTENDANCE = `
  SELECT * FROM (
    SELECT * FROM (
      (${ATTENDANCE_COLUMNS} WHERE event_date <= $1::date AND barangay_id = $3 ORDER BY event_date DESC, id DESC LIMIT $2)
      UNION ALL
      (${ATTENDANCE_COLUMNS} WHERE event_date > $1::date AND barangay_id = $3 ORDER BY event_date ASC, id DESC LIMIT $2)
    ) candidates
    ORDER BY "eventDate" <= $1::date DESC, abs("eventDate" - $1::date), "eventId" DESC
    LIMIT $2
  ) chosen
  ORDER BY "eventDate" DESC, "eventId" DESC`;

type Row = Record<string, number>;

/**
 * The dashboard, computed where the data is: a handful of aggregate queries, never rows loaded into Node,
 * so it stays instant for the largest barangays.
 */
export class DashboardService {
  constructor(private readonly db: DataSource, private readonly countRegistryPopulation: RegistryPopulationCounter) {}

  async dashboard(ctx: RequestContext, attendanceEventId?: number | null): Promise<Dashboard> {
    authorize(ctx, dashboardPolicy.view);
    const today = barangayToday();
    const barangayId = ctx.barangay.id;
    const [[ages], counterRows, events, documentRequests] = await Promise.all([
      this.db.query<Row[]>(RESIDENT_AGES, [today, barangayId]),
      this.db.query<Array<{ stat: string; residents: number }>>(RESIDENT_COUNTERS, [barangayId]),
      this.events(barangayId, today, attendanceEventId),
      this.documentRequests(barangayId),
    ]);
    const counter = new Map(counterRows.map((row) => [row.stat, row.residents]));
    const count = (stat: string) => counter.get(stat) ?? 0;
    const residents: ResidentsOverview = {
      total: count('total'),
      male: count('gender:male'),
      female: count('gender:female'),
      teen: ages.teen,
      adult: ages.adult,
      seniorCitizen: ages.senior,
      ageChart: { teen: ages.chart_teen, adult: ages.adult, senior: ages.senior },
    };
    const employment: EmploymentOverview = { employed: count('employed:true'), unemployed: count('employed:false') };
    const voters: VoterOverview = { voters: count('voter:true'), nonVoters: count('voter:false') };
    return { residents, employment, voters, events, documentRequests };
  }

  /**
   * The Inhabitants section (staff who keep the registry): the registry's inhabitants living in the barangay today,
   * counted as the quarterly summary counts them, by the database.
   */
  async inhabitants(ctx: RequestContext): Promise<InhabitantsOverview> {
    authorize(ctx, dashboardPolicy.viewInhabitants);
    return inhabitantsOverviewOf(await this.countRegistryPopulation(ctx.barangay.id, barangayToday()));
  }

  /** The barangay's events: how many, how many finished, and the attendance chart. */
  private async events(barangayId: number, today: string, attendanceEventId?: number | null): Promise<EventOverview> {
    const attendanceQuery = attendanceEventId
      ? this.db.query<EventAttendance[]>(`${ATTENDANCE_COLUMNS} WHERE id = $1 AND barangay_id = $2`, [attendanceEventId, barangayId])
      : this.db.query<EventAttendance[]>(DEFAULT_ATTENDANCE, [today, DEFAULT_ATTENDANCE_EVENTS, barangayId]);
    const [[counts], attendance] = await Promise.all([
      this.db.query<Row[]>(EVENT_COUNTS, [FINISHED_EVENT_STATUS, barangayId]), attendanceQuery,
    ]);
    return { total: counts.total, finished: counts.finished, attendance };
  }

  /** The barangay's document requests: by status, by type, and the median time to pickup. */
  private async documentRequests(barangayId: number): Promise<DocumentRequestOverview> {
    const [[counts], perDocumentType, [median]] = await Promise.all([
      this.db.query<Row[]>(REQUEST_COUNTS, [barangayId]),
      this.db.query<Array<{ document_type_name: string; count: number }>>(REQUESTS_PER_TYPE, [barangayId]),
      this.db.query<Array<{ median_hours: number | null }>>(MEDIAN_HOURS_TO_PICKUP, [barangayId]),
    ]);
    return {
      total: counts.total,
      pending: counts.pending,
      canceled: counts.canceled,
      processing: counts.processing,
      forPickup: counts.for_pickup,
      rejected: counts.rejected,
      released: counts.released,
      uniqueDocumentTypes: counts.unique_types,
      perDocumentType: perDocumentType.map((row) => ({ documentTypeName: row.document_type_name, count: row.count })),
      // percentile_cont answers double precision, which pg hands over as a number.
      medianHoursToPickup: median.median_hours === null ? null : Number(median.median_hours),
    };
  }
}

function inhabitantsOverviewOf(population: RegistryPopulation): InhabitantsOverview {
  return {
    living: population.inhabitants,
    households: population.households,
    male: population.bySex.male,
    female: population.bySex.female,
    withAccount: population.withAccount,
    ageGroups: PSA_AGE_GROUPS.map(({ label, from, to }, index) => {
      const { male, female } = population.ageGroups[index];
      return { label, from, to, male, female, total: male + female };
    }),
    sectors: Object.values(InhabitantSector).map((sector) => ({ sector, count: population.sectors[sector] })),
  };
}
