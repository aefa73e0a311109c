import { DocumentRequestStatus as S, REQUEST_STATUS_LABELS as LABEL } from '@barangay-portal/domain';
import type { DashboardStatsQuery } from '../../../gql/graphql';
import { ageSeries, employmentSeries, genderSeries, medianTimeToPickup, voterSeries, type EventAttendance } from '../chart-series';
import { ChartCard, StyledChartNote } from './chart-card';
import { StatsSection, StyledChartGrid } from './dashboard-section';
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

/** Each section takes its slice of the statistics, or undefined while nothing has arrived yet (see StatsSection). */
interface SectionProps<T> {
  stats: T | undefined;
  loading: boolean;
}

export function ResidentsOverview({ stats, loading }: SectionProps<Stats['residents']>) {
  return (
    <StatsSection title="Residents Overview" stats={stats} loading={loading} loadingText={DASHBOARD_LOADING.residents}>
      {(residents) => (
        <>
          <StatCards
            stats={[
              { label: 'Total Residents', value: residents.total },
              { label: 'Male', value: residents.male },
              { label: 'Female', value: residents.female },
              { label: 'Teen', value: residents.teen },
              { label: 'Adult', value: residents.adult },
              { label: 'Senior Citizen', value: residents.seniorCitizen },
            ]}
          />
          <StyledChartGrid>
            <DoughnutChart title="Gender" legendPosition="top" series={genderSeries(residents)} />
            <DoughnutChart title="Age Distribution" legendPosition="bottom" series={ageSeries(residents.ageChart)} />
          </StyledChartGrid>
        </>
      )}
    </StatsSection>
  );
}

export function EmploymentOverview({ stats, loading }: SectionProps<Stats['employment']>) {
  return (
    <StatsSection title="Employment Overview" stats={stats} loading={loading} loadingText={DASHBOARD_LOADING.residents}>
      {(employment) => (
        <>
          <StatCards stats={[{ label: 'Employed', value: employment.employed }, { label: 'Unemployed', value: employment.unemployed }]} />
          <CountBarChart title="Employment Status" datasetLabel="Residents" series={employmentSeries(employment)} />
        </>
      )}
    </StatsSection>
  );
}

export function VoterOverview({ stats, loading }: SectionProps<Stats['voters']>) {
  return (
    <StatsSection title="Voter Overview" stats={stats} loading={loading} loadingText={DASHBOARD_LOADING.residents}>
      {(voters) => (
        <>
          <StatCards stats={[{ label: 'Voters', value: voters.voters }, { label: 'Non-Voters', value: voters.nonVoters }]} />
          <CountBarChart title="Voter Status" series={voterSeries(voters)} />
        </>
      )}
    </StatsSection>
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
    <StatsSection title="Event Overview" stats={stats} loading={loading} loadingText={DASHBOARD_LOADING.events}>
      {(events) => (
        <>
          <StatCards stats={[{ label: 'Total Events', value: events.total }, { label: 'Finished Events', value: events.finished }]} />
          <ChartCard title="Event Attendance">
            <EventPicker label="Attendance event" value={attendanceEvent} onChange={onAttendanceEventChange} />
            {attendance ? <AttendanceChart attendance={attendance} /> : loading && (
              <StyledChartNote role="status">{DASHBOARD_LOADING.attendance}</StyledChartNote>
            )}
          </ChartCard>
        </>
      )}
    </StatsSection>
  );
}

export function DocumentRequestsOverview({ stats, loading }: SectionProps<Stats['documentRequests']>) {
  return (
    <StatsSection title="Document Requests Overview" stats={stats} loading={loading} loadingText={DASHBOARD_LOADING.documents}>
      {(requests) => (
        <>
          <StatCards
            stats={[
              { label: 'Total Requests', value: requests.total },
              { label: LABEL[S.PENDING], value: requests.pending },
              { label: LABEL[S.CANCELED], value: requests.canceled },
              { label: LABEL[S.PROCESSING], value: requests.processing },
              { label: LABEL[S.PICKUP], value: requests.forPickup },
              { label: LABEL[S.REJECTED], value: requests.rejected },
              { label: LABEL[S.RELEASED], value: requests.released },
              { label: 'Unique Document Types', value: requests.uniqueDocumentTypes },
              { label: 'Median Time to Pickup', value: medianTimeToPickup(requests.medianHoursToPickup) },
            ]}
          />
          <ChartCard title="Requests per Document Type">
            <RequestsPerTypeChart perDocumentType={requests.perDocumentType} />
          </ChartCard>
        </>
      )}
    </StatsSection>
  );
}
