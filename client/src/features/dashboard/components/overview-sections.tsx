import { DocumentRequestStatus as S } from '@barangay-portal/domain';
import type { DashboardStatsQuery } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { useRequestStatusLabel } from '../../../ui';
import { ageSeries, employmentSeries, genderSeries, medianTimeToPickup, voterSeries, type EventAttendance } from '../chart-series';
import { dashboardMessages } from '../messages';
import { ChartCard, StyledChartNote } from './chart-card';
import { StatsSection, StyledChartGrid } from './dashboard-section';
import { EventPicker, type EventOption } from './event-picker';
import { AttendanceChart, CountBarChart, DoughnutChart, RequestsPerTypeChart } from './lazy-charts';
import { StatCards } from './stat-cards';

type Stats = DashboardStatsQuery['dashboard'];

/** Each section takes its slice of the statistics, or undefined while nothing has arrived yet (see StatsSection). */
interface SectionProps<T> {
  stats: T | undefined;
  loading: boolean;
}

export function ResidentsOverview({ stats, loading }: SectionProps<Stats['residents']>) {
  const t = useMessages(dashboardMessages);
  return (
    <StatsSection title={t('residents.title')} stats={stats} loading={loading} loadingText={t('loading.residents')}>
      {(residents) => (
        <>
          <StatCards
            stats={[
              { label: t('residents.total'), value: residents.total },
              { label: t('series.male'), value: residents.male },
              { label: t('series.female'), value: residents.female },
              { label: t('residents.teen'), value: residents.teen },
              { label: t('residents.adult'), value: residents.adult },
              { label: t('residents.seniorCitizen'), value: residents.seniorCitizen },
            ]}
          />
          <StyledChartGrid>
            <DoughnutChart title={t('residents.gender')} legendPosition="top" series={genderSeries(t, residents)} />
            <DoughnutChart title={t('residents.ageDistribution')} legendPosition="bottom" series={ageSeries(t, residents.ageChart)} />
          </StyledChartGrid>
        </>
      )}
    </StatsSection>
  );
}

export function EmploymentOverview({ stats, loading }: SectionProps<Stats['employment']>) {
  const t = useMessages(dashboardMessages);
  return (
    <StatsSection title={t('employment.title')} stats={stats} loading={loading} loadingText={t('loading.residents')}>
      {(employment) => (
        <>
          <StatCards
            stats={[{ label: t('series.employed'), value: employment.employed }, { label: t('series.unemployed'), value: employment.unemployed }]}
          />
          <CountBarChart title={t('employment.chart')} datasetLabel={t('employment.dataset')} series={employmentSeries(t, employment)} />
        </>
      )}
    </StatsSection>
  );
}

export function VoterOverview({ stats, loading }: SectionProps<Stats['voters']>) {
  const t = useMessages(dashboardMessages);
  return (
    <StatsSection title={t('voters.title')} stats={stats} loading={loading} loadingText={t('loading.residents')}>
      {(voters) => (
        <>
          <StatCards stats={[{ label: t('series.voters'), value: voters.voters }, { label: t('series.nonVoters'), value: voters.nonVoters }]} />
          <CountBarChart title={t('voters.chart')} series={voterSeries(t, voters)} />
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
  const t = useMessages(dashboardMessages);
  return (
    <StatsSection title={t('events.title')} stats={stats} loading={loading} loadingText={t('loading.events')}>
      {(events) => (
        <>
          <StatCards stats={[{ label: t('events.total'), value: events.total }, { label: t('events.finished'), value: events.finished }]} />
          <ChartCard title={t('events.attendance')}>
            <EventPicker label={t('events.picker')} value={attendanceEvent} onChange={onAttendanceEventChange} />
            {attendance ? <AttendanceChart attendance={attendance} /> : loading && (
              <StyledChartNote role="status">{t('loading.attendance')}</StyledChartNote>
            )}
          </ChartCard>
        </>
      )}
    </StatsSection>
  );
}

export function DocumentRequestsOverview({ stats, loading }: SectionProps<Stats['documentRequests']>) {
  const t = useMessages(dashboardMessages);
  const statusLabel = useRequestStatusLabel();
  return (
    <StatsSection title={t('documents.title')} stats={stats} loading={loading} loadingText={t('loading.documents')}>
      {(requests) => (
        <>
          <StatCards
            stats={[
              { label: t('documents.total'), value: requests.total },
              { label: statusLabel(S.PENDING), value: requests.pending },
              { label: statusLabel(S.CANCELED), value: requests.canceled },
              { label: statusLabel(S.PROCESSING), value: requests.processing },
              { label: statusLabel(S.PICKUP), value: requests.forPickup },
              { label: statusLabel(S.REJECTED), value: requests.rejected },
              { label: statusLabel(S.RELEASED), value: requests.released },
              { label: t('documents.uniqueTypes'), value: requests.uniqueDocumentTypes },
              { label: t('documents.medianToPickup'), value: medianTimeToPickup(t, requests.medianHoursToPickup) },
            ]}
          />
          <ChartCard title={t('documents.perType')}>
            <RequestsPerTypeChart perDocumentType={requests.perDocumentType} />
          </ChartCard>
        </>
      )}
    </StatsSection>
  );
}
