import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import { useStaffAccess } from '../../../lib/staff-access';
import { Page } from '../../../ui';
import { DashboardStatsQuery } from '../api/dashboard.graphql';
import { dashboardMessages } from '../messages';
import { StyledSectionPair } from '../components/dashboard-section';
import { InhabitantsSection } from '../components/inhabitants-section';
import { loadCharts } from '../components/lazy-charts';
import type { EventOption } from '../components/event-picker';
import {
  DocumentRequestsOverview, EmploymentOverview, EventOverview, ResidentsOverview, VoterOverview,
} from '../components/overview-sections';

/**
 * The administrator's statistics dashboard (docs/rules/dashboard.md#dashboard-screen). Default export: the router loads this module lazily,
 * and the charts are a further lazy chunk, so only administrators ever download the charting library.
 */
export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const [attendanceEvent, setAttendanceEvent] = useState<EventOption | null>(null);
  // The registry's section is for those who keep it (MANAGE_REGISTRY); the rest of the dashboard is VIEW_DASHBOARD's.
  const { can } = useStaffAccess();
  const { data, previousData, loading, error } = useQuery(DashboardStatsQuery, {
    // No id: the server's default, the two most recent events that have taken place.
    variables: attendanceEvent ? { attendanceEventId: attendanceEvent.id } : {},
    // The figures change as residents register and requests move: show the cached ones, then fresh ones.
    fetchPolicy: 'cache-and-network',
  });

  // The charting chunk downloads beside the statistics query rather than after its answer, which on a slow
  // phone network would chain two round trips (docs/architecture.md#client-benchmark).
  useEffect(() => {
    void loadCharts();
  }, []);

  useEffect(() => {
    // Dashboard load failures are only logged (docs/rules/dashboard.md#dashboard-screen).
    if (error) console.error('Failed to load the dashboard statistics.', error);
  }, [error]);

  // Choosing another event refetches everything; the other sections keep their figures meanwhile, and
  // only the attendance chart waits for the answer that matches the choice.
  const stats = data?.dashboard ?? previousData?.dashboard;
  const attendance = data?.dashboard.events.attendance;

  return (
    <Page title={t('page.title')}>
      <ResidentsOverview stats={stats?.residents} loading={loading} />
      {can('MANAGE_REGISTRY') && <InhabitantsSection />}
      <StyledSectionPair>
        <EmploymentOverview stats={stats?.employment} loading={loading} />
        <VoterOverview stats={stats?.voters} loading={loading} />
      </StyledSectionPair>
      <EventOverview
        stats={stats?.events}
        loading={loading}
        attendance={attendance}
        attendanceEvent={attendanceEvent}
        onAttendanceEventChange={setAttendanceEvent}
      />
      <DocumentRequestsOverview stats={stats?.documentRequests} loading={loading} />
    </Page>
  );
}
