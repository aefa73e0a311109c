import { graphql } from '../../../gql';

/**
 * Every figure of the dashboard in one request. Without `attendanceEventId` the attendance chart gets the
 * two most recent events (the server's default, spec §9); with it, only that event.
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

/** The attendance chart's event picker: events whose name contains `search`, latest first. */
export const AttendanceEventOptionsQuery = graphql(`
  query AttendanceEventOptions($search: String, $pageSize: Int!) {
    events(search: $search, pageSize: $pageSize) {
      items {
        id
        eventName
        eventDate
      }
      total
    }
  }
`);
