import type { ModuleAccessRows } from '../../../portal-module/__tests__/access-rows';

/** The contact module's rows of the access matrices (docs/architecture.md#add-a-module), written from the rules. */
export const accessRows: ModuleAccessRows = {
  staffAccess: {
    graphql: {
      contactDetails: 'anyone', saveContactDetails: 'MANAGE_CONTENT',
    },
    rest: [
      ['GET', '/contact-us-details/', 'anyone'], ['POST', '/contact-us-details/', 'MANAGE_CONTENT'], ['PATCH', '/contact-us-details/', 'MANAGE_CONTENT'],
    ],
  },
  isolation: ({ own, rest }) => ({
    graphql: {
      contactDetails: () => [own('resident', '{ contactDetails { address email facebookPagee } }')],
      saveContactDetails: () => [own('staff', `mutation { saveContactDetails(input: { contactNumber: "0281112222", facebookPagee: "https://facebook.com/tondo",
        email: "hall@tondo.example.ph", address: "Tondo Hall" }) { id } }`)],
    },
    rest: {
      'GET /api/contact-us-details/': () => [rest('resident', '/api/contact-us-details/')],
      // A's own record exists by now (saveContactDetails: the GraphQL rows run first), so a second one is refused; B's is not seen.
      'POST /api/contact-us-details/': () => [rest('staff', '/api/contact-us-details/', 409, 'POST', { contact_number: '0281112222',
        facebook_pagee: 'https://facebook.com/tondo', email: 'hall@tondo.example.ph', address: 'Tondo Hall' })],
      'PATCH /api/contact-us-details/': () => [rest('staff', '/api/contact-us-details/', undefined, 'PATCH', { address: 'Tondo Hall 2' })],
    },
  }),
};
