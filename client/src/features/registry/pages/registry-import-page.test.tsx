import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadAnswer, UploadProgress } from '../../../lib/authorized-upload';
import { recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import {
  CheckInhabitantImportMutation, InhabitantImportProgressQuery, InhabitantImportQuery, StartInhabitantImportMutation,
} from '../api/registry-import.graphql';
import RegistryImportPage from './registry-import-page';

vi.setConfig({ testTimeout: 30_000 });

// The upload goes through XMLHttpRequest (its progress events); the test plays the server's side of it.
const uploads: Array<{ url: string; file: File; progress: UploadProgress; answer: (answer: UploadAnswer) => void }> = [];
vi.mock('../../../lib/authorized-upload', () => ({
  useAuthorizedUpload: () => (url: string, form: FormData, progress: UploadProgress) =>
    new Promise<UploadAnswer>((resolve) => uploads.push({ url, file: form.get('file') as File, progress, answer: resolve })),
}));

beforeEach(() => {
  uploads.length = 0;
});

const column = (index: number, header: string, field: string | null, samples: string[]) => ({ __typename: 'ImportColumn', column: index, header, field, samples });
const UPLOAD = {
  __typename: 'InhabitantImport', id: 7, fileName: 'rbi.xlsx', headerRow: 2, totalRows: 10000, status: 'READY', processedRows: 0, failure: null,
  problemCount: 0, problems: [], summary: null,
  columns: [
    column(0, 'Apelyido', 'LAST_NAME', ['Reyes', 'Santos']), column(1, 'Pangalan', 'FIRST_NAME', ['Ana', 'Jose']), column(2, 'Kasarian', 'SEX', ['F', 'M']),
    column(3, 'Kaarawan', 'BIRTHDATE', ['1990-03-05', '']), column(4, 'Lugar ng Kapanganakan', 'BIRTH_PLACE', ['Malabon', 'Navotas']),
    column(5, 'Status', null, ['Single', 'Kasal']), column(6, 'Remarks', null, ['', '']),
  ],
};
const uploadMock: MockLink.MockedResponse = { request: { query: InhabitantImportQuery, variables: { id: 7 } }, result: { data: { inhabitantImport: UPLOAD } } };

const problem = (row: number, columnName: string, message: string) => ({ __typename: 'ImportProblem', row, column: columnName, message });
const report = (overrides: Record<string, unknown>) => ({
  __typename: 'ImportCheck', rows: 10000, problemCount: 0, problems: [], duplicateCount: 0, duplicates: [], newHouseholds: 2000, existingHouseholds: 3,
  newPuroks: 4, ...overrides,
});
const BIRTHDATE_PROBLEM = problem(3, 'Kaarawan', 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.');
const DUPLICATE = {
  __typename: 'ProbableDuplicate', row: 9, name: 'Jose Santos', birthdate: '1980-05-05', sameAsRow: null, inhabitantId: 41, inhabitantName: 'José Santos',
};

const progress = (status: string, processedRows: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'InhabitantImport', id: 7, totalRows: 10000, status, processedRows, failure: null, problemCount: 0, problems: [], summary: null, ...extra,
});
const progressMock = (answer: Record<string, unknown>, maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: InhabitantImportProgressQuery, variables: { id: 7 } }, result: { data: { inhabitantImport: answer } }, maxUsageCount,
});
const startMock = (sent: Record<string, unknown>[]): MockLink.MockedResponse => ({
  request: recordingRequest(StartInhabitantImportMutation, sent),
  result: { data: { startInhabitantImport: { __typename: 'InhabitantImport', id: 7, status: 'IMPORTING', processedRows: 0, totalRows: 10000 } } },
});

/** Step 1 as a user does it: choose the file, send it, watch it go, and the server answers the import's id. */
async function uploadFile(user: ReturnType<typeof renderWithMocks>['user']) {
  await user.upload(screen.getByLabelText('Spreadsheet (CSV or Excel .xlsx)'), new File(['PK'], 'rbi.xlsx'));
  await user.click(screen.getByRole('button', { name: 'Upload and read the file' }));
  await waitFor(() => expect(uploads).toHaveLength(1));
  uploads[0].progress(0.4);
  expect(await screen.findByRole('progressbar', { name: 'Uploading rbi.xlsx' })).toHaveAttribute('value', '0.4');
  expect(screen.getByRole('button', { name: 'Upload and read the file' })).toBeDisabled();
  uploads[0].progress(1);
  expect(await screen.findByText('The server is reading the file…')).toBeInTheDocument();
  uploads[0].answer({ status: 201, body: { id: 7, status: 'ready' } });
  await screen.findByRole('heading', { name: '2. Match the columns' });
}

describe('the registry import wizard', () => {
  it('uploads with its progress, proposes the columns, checks the mapping and the file, and imports with the import\'s progress', async () => {
    const checks: Record<string, unknown>[] = [];
    const starts: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<RegistryImportPage />, [
      uploadMock,
      { request: recordingRequest(CheckInhabitantImportMutation, checks), result: { data: { checkInhabitantImport: report({ problemCount: 1, problems: [BIRTHDATE_PROBLEM] }) } } },
      { request: recordingRequest(CheckInhabitantImportMutation, checks), result: { data: { checkInhabitantImport: report({ duplicateCount: 1, duplicates: [DUPLICATE] }) } } },
      startMock(starts),
      progressMock(progress('IMPORTING', 5000)),
      progressMock(progress('IMPORTED', 10000, { summary: { __typename: 'ImportSummary', inhabitants: 10000, households: 2000, puroks: 4 } }), Number.POSITIVE_INFINITY),
    ], { router: true });

    // A file that is no spreadsheet is refused before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Upload and read the file' }));
    expect(screen.getAllByText('Choose a CSV or Excel (.xlsx) file.').length).toBeGreaterThan(0);
    expect(uploads).toEqual([]);

    await uploadFile(user);
    expect(uploads[0].url).toBe('/api/registry/imports/');
    expect(uploads[0].file.name).toBe('rbi.xlsx');
    expect(screen.getByText(/rbi\.xlsx: header on row 2, 10,000 rows under it\./)).toBeInTheDocument();
    const columns = screen.getByRole('group', { name: 'Columns of the file' });
    expect(within(columns).getByLabelText('Apelyido')).toHaveValue('LAST_NAME');
    expect(within(columns).getByLabelText('Status')).toHaveValue('');
    expect(within(columns).getByText('e.g. Single, Kasal')).toBeInTheDocument();

    // A required field without a column is said before the server is asked.
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose the column that holds Civil Status.')).toBeInTheDocument();
    expect(checks).toEqual([]);

    await user.selectOptions(within(columns).getByLabelText('Status'), 'Civil Status, required');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const problems = await screen.findByRole('table', { name: 'Problems by row' });
    expect(within(problems).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent)))
      .toEqual([['3', 'Kaarawan', 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.']]);
    expect(screen.getByText(/1 problem: fix the file/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 10,000 inhabitants' })).toBeDisabled();
    expect(checks).toEqual([{ input: { id: 7, mapping: [
      { column: 0, field: 'LAST_NAME' }, { column: 1, field: 'FIRST_NAME' }, { column: 2, field: 'SEX' }, { column: 3, field: 'BIRTHDATE' },
      { column: 4, field: 'BIRTH_PLACE' }, { column: 5, field: 'CIVIL_STATUS' }, { column: 6, field: null },
    ] } }]);

    await user.selectOptions(within(columns).getByLabelText('Remarks'), 'Occupation');
    // The report no longer says what the import would do once the columns change.
    expect(screen.getByText('The columns changed since the file was checked: check it again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(/10,000 rows can be imported: 2,000 new households \(3 existing ones joined\) and 4 new puroks/)).toBeInTheDocument();
    const duplicates = screen.getByRole('table', { name: 'Probable duplicates' });
    expect(within(duplicates).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', 'Jose Santos', '1980-05-05', 'José Santos, in the registry']);
    const start = screen.getByRole('button', { name: 'Import 10,000 inhabitants' });
    expect(start).toBeEnabled();

    await user.click(start);
    expect(starts).toEqual([{ input: checks[1].input }]);
    const bar = await screen.findByRole('progressbar', { name: 'Importing' });
    expect(bar).toHaveAttribute('value', '5000');
    expect(bar).toHaveAttribute('max', '10000');
    expect(screen.getByText('5,000 of 10,000 rows written')).toBeInTheDocument();
    expect(await screen.findByText(/10,000 inhabitants added, with 2,000 new households and 4 new puroks or sitios\./, undefined, { timeout: 5000 }))
      .toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the registry' })).toHaveAttribute('href', '/registry');
  });

  it('shows why an import wrote nothing, the rows and columns at fault, and goes back to the columns', async () => {
    const failed = progress('FAILED', 0, {
      failure: 'Nothing was imported: a row has a problem. Row 3, Kaarawan: Birthdate must be a real date, written YYYY-MM-DD, and not in the future.',
      problemCount: 1, problems: [BIRTHDATE_PROBLEM],
    });
    const { user } = renderWithMocks(<RegistryImportPage />, [
      uploadMock, { ...uploadMock },
      { request: recordingRequest(CheckInhabitantImportMutation, []), result: { data: { checkInhabitantImport: report({}) } } },
      startMock([]), progressMock(failed, Number.POSITIVE_INFINITY),
    ], { router: true });
    await uploadFile(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Civil Status, required');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Import 10,000 inhabitants' }));
    expect(await screen.findByRole('heading', { name: 'Not imported' })).toBeInTheDocument();
    expect(screen.getByText(/Row 3, Kaarawan: Birthdate must be a real date/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Problems by row' })).getAllByRole('cell').map((cell) => cell.textContent))
      .toEqual(['3', 'Kaarawan', 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.']);
    await user.click(screen.getByRole('button', { name: 'Back to the columns' }));
    expect(await screen.findByRole('heading', { name: '2. Match the columns' })).toBeInTheDocument();
  });

  it("shows the server's refusal of the upload", async () => {
    const { user } = renderWithMocks(<RegistryImportPage />, [], { router: true });
    await user.upload(screen.getByLabelText('Spreadsheet (CSV or Excel .xlsx)'), new File(['x'], 'people.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload and read the file' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0].answer({ status: 400, body: { file: ['The file has no rows under its header row.'] } });
    expect(await screen.findAllByText('The file has no rows under its header row.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload and read the file' })).toBeEnabled();
  });
});
