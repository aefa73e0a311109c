import { graphql } from '../../../gql';

/**
 * Every figure of the dashboard in one request. Without `attendanceEventId` the attendance chart gets the
 * server's default (docs/rules/dashboard.md#attendance-default): the two most recent events that have taken place, or the nearest upcoming
 * ones while fewer have; with it, only that event.
 */
export const DashboardStatsQuery = graphql(`
  query DashboardStats($attendanceEventId: Int) {
    dashboard(attendanceEventId: $attendanceEventId) {
      residents {
        total
        male
        female
        teen
        adult
        seniorCitizen
        ageChart {
          teen
          adult
          senior
        }
      }
      employment {
        employed
        unemployed
      }
      voters {
        voters
        nonVoters
      }
      events {
        total
        finished
        attendance {
          eventId
          eventName
          eventDate
          expected
          actual
        }
      }
      documentRequests {
        total
        pending
        canceled
        processing
        forPickup
        rejected
        released
        uniqueDocumentTypes
        medianHoursToPickup
        perDocumentType {
          documentTypeName
          count
        }
      }
    }
  }
`);

/**
 * The attendance chart's event picker: events whose name contains `search`, latest first, one page at a time
 * (the list loads the next page as it is scrolled, so every event can be reached).
 */
export const AttendanceEventOptionsQuery = graphql(`
  query AttendanceEventOptions($search: String, $page: Int!, $pageSize: Int!) {
    events(search: $search, page: $page, pageSize: $pageSize) {
      items {
        id
        eventName
        eventDate
      }
      total
    }
  }
`);

/**
 * The Inhabitants section (docs/rules/dashboard.md#inhabitants-section): the Registry of Barangay Inhabitants today. Asked only by staff whose role keeps
 * the registry (MANAGE_REGISTRY), apart from the dashboard's own figures (VIEW_DASHBOARD).
 */
export const InhabitantsOverviewQuery = graphql(`
  query InhabitantsOverview {
    inhabitantsOverview {
      living
      households
      male
      female
      withAccount
      ageGroups {
        label
        from
        to
        male
        female
        total
      }
      sectors {
        sector
        count
      }
    }
  }
`);
