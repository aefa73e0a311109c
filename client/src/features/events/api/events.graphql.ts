import { graphql } from '../../../gql';

/** What the gallery cards and the details modal show of an event (the attendance stays with the manager). */
export const EventCardFieldsFragment = graphql(`
  fragment EventCardFields on Event {
    id
    eventName
    targetAudience
    eventDate
    status
    eventPhotoUrl
  }
`);

/** Everything the manager's table and form show of an event. */
export const EventFieldsFragment = graphql(`
  fragment EventFields on Event {
    ...EventCardFields
    expectedNumberOfAttendees
    actualAttendees
  }
`);

/** One page of the events that have a photo (the events gallery of the home page and the residents), latest event first. */
export const EventGalleryQuery = graphql(`
  query EventGallery($page: Int!, $pageSize: Int!) {
    events(page: $page, pageSize: $pageSize, withPhoto: true, sortBy: EVENT_DATE, sortDirection: DESC) {
      total
      items {
        ...EventCardFields
        eventPhoto { url width height srcset }
      }
    }
  }
`);

/** One page of the Event Management table: searched by event name and sorted on the server. */
export const EventListQuery = graphql(`
  query EventList(
    $page: Int!
    $pageSize: Int!
    $search: String
    $sortBy: EventSortField
    $sortDirection: SortDirection
  ) {
    events(page: $page, pageSize: $pageSize, search: $search, sortBy: $sortBy, sortDirection: $sortDirection) {
      total
      items {
        ...EventFields
      }
    }
  }
`);

export const CreateEventMutation = graphql(`
  mutation CreateEvent($input: CreateEventInput!, $eventPhoto: Upload) {
    createEvent(input: $input, eventPhoto: $eventPhoto) {
      ...EventFields
    }
  }
`);

export const UpdateEventMutation = graphql(`
  mutation UpdateEvent($id: Int!, $input: UpdateEventInput!, $eventPhoto: Upload) {
    updateEvent(id: $id, input: $input, eventPhoto: $eventPhoto) {
      ...EventFields
    }
  }
`);

export const DeleteEventMutation = graphql(`
  mutation DeleteEvent($id: Int!) {
    deleteEvent(id: $id)
  }
`);
