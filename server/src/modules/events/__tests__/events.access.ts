import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The events module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      event: 'anyone', events: 'anyone',
      createEvent: 'MANAGE_CONTENT', updateEvent: 'MANAGE_CONTENT', deleteEvent: 'MANAGE_CONTENT',
    },
    rest: [
      ['GET', '/events/', 'anyone'], ['GET', '/events/999999/', 'anyone'],
      ['POST', '/events/', 'MANAGE_CONTENT'], ['PUT', '/events/999999/', 'MANAGE_CONTENT'], ['DELETE', '/events/999999/', 'MANAGE_CONTENT'],
    ],
  },
  isolation: ({ page, own, notFound, rest }) => ({
    graphql: {
      event: (b) => [notFound('resident', `{ event(id: ${b.event}) { id } }`)],
      events: () => [own('resident', `{ events(${page}, sortBy: EVENT_NAME, sortDirection: ASC) { items { id eventName } } }`)],
      createEvent: () => [own('staff', `mutation { createEvent(input: { eventName: "Tondo liga", targetAudience: "Teens", eventDate: "2026-12-06",
        expectedNumberOfAttendees: 40, actualAttendees: 0, status: "Upcoming" }) { id } }`)],
      deleteEvent: (b) => [notFound('staff', `mutation { deleteEvent(id: ${b.event}) }`)],
      updateEvent: (b) => [notFound('staff', `mutation { updateEvent(id: ${b.event}, input: { eventName: "Tondo" }) { id } }`)],
    },
    rest: {
      'GET /api/events/': () => [rest('resident', '/api/events/')],
      'GET /api/events/:id/': (b) => [rest('resident', `/api/events/${b.event}/`, 404)],
      'POST /api/events/': () => [rest('staff', '/api/events/', undefined, 'POST', { event_name: 'Tondo liga', target_audience: 'Teens',
        event_date: '2026-12-06', expected_number_of_attendees: 40, actual_attendees: 0, status: 'Upcoming' })],
      'PUT /api/events/:id/': (b) => [rest('staff', `/api/events/${b.event}/`, 404, 'PUT', { event_name: 'Tondo' })],
      'DELETE /api/events/:id/': (b) => [rest('staff', `/api/events/${b.event}/`, 404, 'DELETE')],
    },
  }),
};
