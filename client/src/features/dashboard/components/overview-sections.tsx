import { DocumentRequestStatus as S, REQUEST_STATUS_LABELS as LABEL } from '@barangay-portal/domain';
import type { DashboardStatsQuery } from '../../../gql/graphql';
import { Loading } from '../../../ui';
import { ageSeries, employmentSeries, genderSeries, medianTimeToPickup, voterSeries, type EventAttendance } from '../chart-series';
import { ChartCard, StyledChartNote } from './chart-card';
import { DashboardSection, StyledChartGrid } from './dashboard-section';
import { EventPicker, type EventOption } from './event-picker';
import { AttendanceChart, CountBarChart, DoughnutChart, RequestsPerTypeChart } from './lazy-charts';
import { StatCards } from './stat-cards';

type Stats = DashboardStatsQuery['dashboard'];

/** Loading texts (docs/rules/dashboard.md#dashboard-screen). */
export const DASHBOARD_LOADING = {
  residents: 'Loading resident statistics...',
  documents: 'Loading document analytics...',
  events: 'Loading event statistics...',
  attendance: 'Loading attendance...',
} as const;

/**
 * Each section takes its slice of the statistics, or undefined while nothing has arrived yet: the loading
 * text while loading; after a failed load (only logged, docs/rules/dashboard.md#dashboard-screen) the section keeps its heading and nothing
 * else, rather than showing zeros that are not true.
 */
interface SectionProps<T> {
  stats: T | undefined;
  loading: boolean;
}

export function ResidentsOverview({ stats, loading }: SectionProps<Stats['residents']>) {
  return (
    <DashboardSection title="Residents Overview">
      {!stats ? loading && <Loading text={DASHBOARD_LOADING.residents} /> : (
        <>
          <StatCards
            stats={[
              { label: 'Total Residents', value: stats.total },
              { label: 'Male', value: stats.male },
              { label: 'Female', value: stats.female },
              { label: 'Teen', value: stats.teen },
              { label: 'Adult', value: stats.adult },
              { label: 'Senior Citizen', value: stats.seniorCitizen },
            ]}
          />
          <StyledChartGrid>
            <DoughnutChart title="Gender" legendPosition="top" series={genderSeries(stats)} />
            <DoughnutChart title="Age Distribution" legendPosition="bottom" series={ageSeries(stats.ageChart)} />
          </StyledChartGrid>
        </>
      )}
    </DashboardSection>
  );
}

export function EmploymentOverview({ stats, loading }: SectionProps<Stats['employment']>) {
  return (
    <DashboardSection title="Employment Overview">
      {!stats ? loading && <Loading text={DASHBOARD_LOADING.residents} /> : (
        <>
          <StatCards stats={[{ label: 'Employed', value: stats.employed }, { label: 'Unemployed', value: stats.unemployed }]} />
          <CountBarChart title="Employment Status" datasetLabel="Residents" series={employmentSeries(stats)} />
        </>
      )}
    </DashboardSection>
  );
}

export function VoterOverview({ stats, loading }: SectionProps<Stats['voters']>) {
  return (
    <DashboardSection title="Voter Overview">
      {!stats ? loading && <Loading text={DASHBOARD_LOADING.residents} /> : (
        <>
          <StatCards stats={[{ label: 'Voters', value: stats.voters }, { label: 'Non-Voters', value: stats.nonVoters }]} />
          <CountBarChart title="Voter Status" series={voterSeries(stats)} />
        </>
      )}
    </DashboardSection>
  );
}

export interface EventOverviewProps extends SectionProps<Pick<Stats['events'], 'total' | 'finished'>> {
  /** The attendance for the chosen event (or the default two); undefined while it is being fetched. */
  attendance: readonly EventAttendance[] | undefined;
  attendanceEvent: EventOption | null;
  onAttendanceEventChange: (event: EventOption | null) => void;
}

export function EventOverview({ stats, loading, attendance, attendanceEvent, onAttendanceEventChange }: EventOverviewProps) {
  return (
    <DashboardSection title="Event Overview">
      {!stats ? loading && <Loading text={DASHBOARD_LOADING.events} /> : (
        <>
          <StatCards stats={[{ label: 'Total Events', value: stats.total }, { label: 'Finished Events', value: stats.finished }]} />
          <ChartCard title="Event Attendance">
            <EventPicker label="Attendance event" value={attendanceEvent} onChange={onAttendanceEventChange} />
            {attendance ? <AttendanceChart attendance={attendance} /> : loading && (
              <StyledChartNote role="status">{DASHBOARD_LOADING.attendance}</StyledChartNote>
            )}
          </ChartCard>
        </>
      )}
    </DashboardSection>
  );
}

export function DocumentRequestsOverview({ stats, loading }: SectionProps<Stats['documentRequests']>) {
  return (
    <DashboardSection title="Document Requests Overview">
      {!stats ? loading && <Loading text={DASHBOARD_LOADING.documents} /> : (
        <>
          <StatCards
            stats={[
              { label: 'Total Requests', value: stats.total },
              { label: LABEL[S.PENDING], value: stats.pending },
              { label: LABEL[S.CANCELED], value: stats.canceled },
              { label: LABEL[S.PROCESSING], value: stats.processing },
              { label: LABEL[S.PICKUP], value: stats.forPickup },
              { label: LABEL[S.REJECTED], value: stats.rejected },
              { label: LABEL[S.RELEASED], value: stats.released },
              { label: 'Unique Document Types', value: stats.uniqueDocumentTypes },
              { label: 'Median Time to Pickup', value: medianTimeToPickup(stats.medianHoursToPickup) },
            ]}
          />
          <ChartCard title="Requests per Document Type">
            <RequestsPerTypeChart perDocumentType={stats.perDocumentType} />
          </ChartCard>
        </>
      )}
    </DashboardSection>
  );
}
