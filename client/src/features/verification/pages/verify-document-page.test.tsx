import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { verifyPathFor, verifyScreen } from '../screens';
import { theme } from '../../../theme';
import { VerifyDocumentQuery } from '../api/verification.graphql';
import VerifyDocumentPage from './verify-document-page';

const CODE = 'k3J9x2Qm7VtYpL4sN8wR1cZ6';

const answer = (overrides: Record<string, unknown>) => ({
  __typename: 'DocumentVerification',
  genuine: true,
  status: 'VALID',
  valid: true,
  revoked: false,
  issuedBy: 'Barangay San Isidro',
  documentTypeName: 'Barangay Clearance',
  referenceNumber: 'BRGY-2026-000123',
  issueDate: '2026-03-05',
  holderName: 'Juan S. D***',
  certifiedFields: [],
  revokedAt: null,
  revocationReason: null,
  ...overrides,
});

const verifyMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: VerifyDocumentQuery, variables: { code: CODE } },
  result,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [{ path: verifyScreen.path, element: <VerifyDocumentPage /> }],
    { initialEntries: [verifyPathFor(CODE)] },
  );
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ThemeProvider>,
  );
}

describe('VerifyDocumentPage', () => {
  it('shows the check in progress, then a valid document with its particulars', async () => {
    renderPage([verifyMock({ data: { verifyDocument: answer({}) } })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Document Verification' })).toBeInTheDocument();
    expect(screen.getByText('Checking the document...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'This document is genuine and valid.' })).toBeInTheDocument();
    const particulars = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(particulars).toEqual({
      'Document type': 'Barangay Clearance',
      'Reference number': 'BRGY-2026-000123',
      'Issue date': 'March 5, 2026',
      'Issued by': 'Barangay San Isidro',
      Holder: 'Juan S. D***',
    });
    expect(screen.queryByText(/revoked/i)).not.toBeInTheDocument();
  });

  it('lists the field values the document certifies, in order, to compare with the paper', async () => {
    renderPage([verifyMock({
      data: {
        verifyDocument: answer({
          certifiedFields: [
            { __typename: 'CertifiedFieldValue', name: 'Purpose', value: 'Employment abroad' },
            { __typename: 'CertifiedFieldValue', name: 'Years of residency', value: '12' },
          ],
        }),
      },
    })]);
    const list = await screen.findByRole('list', { name: 'Details of the request' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent))
      .toEqual(['Purpose: Employment abroad', 'Years of residency: 12']);
    // The particulars stay as they were.
    expect(screen.getAllByRole('term').map((term) => term.textContent))
      .toEqual(['Document type', 'Reference number', 'Issue date', 'Issued by', 'Holder']);
  });

  it('shows no list when the document certifies no field values', async () => {
    renderPage([verifyMock({ data: { verifyDocument: answer({}) } })]);
    expect(await screen.findByRole('heading', { name: 'This document is genuine and valid.' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a revoked document was revoked, when and why', async () => {
    renderPage([verifyMock({
      data: {
        verifyDocument: answer({
          status: 'REVOKED', valid: false, revoked: true,
          revokedAt: new Date(2026, 3, 2, 10).toISOString(), revocationReason: 'Issued with a wrong address.',
        }),
      },
    })]);
    expect(await screen.findByRole('heading', { name: 'This document was revoked.' })).toBeInTheDocument();
    expect(screen.getByText('April 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Issued with a wrong address.')).toBeInTheDocument();
    expect(screen.getByText('BRGY-2026-000123')).toBeInTheDocument();
    expect(screen.queryByText('This document is genuine and valid.')).not.toBeInTheDocument();
  });

  it('says no document matches an unknown code, and shows nothing else', async () => {
    renderPage([verifyMock({
      data: {
        verifyDocument: answer({
          genuine: false, status: 'NOT_FOUND', valid: false, issuedBy: null, documentTypeName: null,
          referenceNumber: null, issueDate: null, holderName: null,
        }),
      },
    })]);
    expect(await screen.findByText('No document matches this code. It may have been mistyped or is not genuine.'))
      .toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('asks to wait when the network made too many checks', async () => {
    renderPage([verifyMock({
      errors: [new GraphQLError('Too many verification attempts from your network. Please try again in 42 seconds.', {
        extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_VERIFICATIONS', retryAfterSeconds: 42 },
      })],
    })]);
    expect(await screen.findByText('Too many checks from this network. Please try again in 42 seconds.')).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('offers to check again after another failure', async () => {
    renderPage([verifyMock({ errors: [new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] })]);
    expect(await screen.findByText('The document could not be checked right now. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});
