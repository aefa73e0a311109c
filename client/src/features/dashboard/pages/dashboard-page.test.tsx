import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardStatsQuery as DashboardStatsData, Permission } from '../../../gql/graphql';
import { staffAccessMock } from '../../../test/mocks';
import { theme } from '../../../theme';
import { AttendanceEventOptionsQuery, DashboardStatsQuery, InhabitantsOverviewQuery } from '../api/dashboard.graphql';
import { EVENT_OPTIONS_PAGE_SIZE } from '../components/event-picker';
import { loadCharts } from '../components/lazy-charts';
import DashboardPage from './dashboard-page';

type Attendance = DashboardStatsData['dashboard']['events']['attendance'];

const FIESTA = { eventId: 9, eventName: 'Barangay Fiesta', eventDate: '2026-05-15', expected: 300, actual: 280 };
const CLEAN_UP = { eventId: 4, eventName: 'Clean-up Drive', eventDate: '2026-03-05', expected: 50, actual: 62 };
const MEDICAL = { eventId: 3, eventName: 'Medical Mission', eventDate: '2026-01-20', expected: 120, actual: 95 };

const DEFAULT_ATTENDANCE_DESC =
  'Clean-up Drive (March 5, 2026): expected 50, actual 62. Barangay Fiesta (May 15, 2026): expected 300, actual 280.';
const MEDICAL_ATTENDANCE_DESC = 'Medical Mission (January 20, 2026): expected 120, actual 95.';

/** Every figure differs, so each card can only show its own. */
function dashboardData(attendance: Attendance) {
  return {
    dashboard: {
      __typename: 'Dashboard',
      residents: {
        __typename: 'ResidentsOverview',
        total: 1234,
        male: 601,
        female: 633,
        teen: 210,
        adult: 804,
        seniorCitizen: 220,
        ageChart: { __typename: 'AgeChart', teen: 151, adult: 805, senior: 221 },
      },
      employment: { __typename: 'EmploymentOverview', employed: 512, unemployed: 488 },
      voters: { __typename: 'VoterOverview', voters: 700, nonVoters: 0 },
      events: {
        __typename: 'EventOverview',
        total: 17,
        finished: 13,
        attendance: attendance.map((row) => ({ __typename: 'EventAttendance', ...row })),
      },
      documentRequests: {
        __typename: 'DocumentRequestOverview',
        total: 57,
        pending: 11,
        canceled: 3,
        processing: 8,
        forPickup: 5,
        rejected: 2,
        released: 28,
        uniqueDocumentTypes: 4,
        medianHoursToPickup: 30,
        perDocumentType: [
          { __typename: 'RequestsPerDocumentType', documentTypeName: 'Barangay Clearance', count: 30 },
          { __typename: 'RequestsPerDocumentType', documentTypeName: 'Certificate of Indigency', count: 15 },
          { __typename: 'RequestsPerDocumentType', documentTypeName: 'Cedula', count: 9 },
          { __typename: 'RequestsPerDocumentType', documentTypeName: 'Business Permit', count: 3 },
        ],
      },
    },
  };
}

const eventItem = ({ eventId, eventName, eventDate }: typeof FIESTA) =>
  ({ __typename: 'Event', id: eventId, eventName, eventDate });

function eventOptionsMock(search: string | undefined, events: Array<typeof FIESTA>, page = 1, total = events.length): MockLink.MockedResponse {
  return {
    request: { query: AttendanceEventOptionsQuery, variables: { page, pageSize: EVENT_OPTIONS_PAGE_SIZE, ...(search ? { search } : {}) } },
    result: { data: { events: { __typename: 'EventPage', items: events.map(eventItem), total } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * The default dashboard (the two most recent events) and one per chosen event, counting their requests, for a staff
 * member with `permissions` (by default the dashboard's alone: no Inhabitants section).
 */
function dashboardMocks(permissions: readonly Permission[] = ['VIEW_DASHBOARD']) {
  const defaultAnswer = vi.fn(() => ({ data: dashboardData([FIESTA, CLEAN_UP]) }));
  const medicalAnswer = vi.fn(() => ({ data: dashboardData([MEDICAL]) }));
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: DashboardStatsQuery, variables: {} }, result: defaultAnswer, maxUsageCount: Number.POSITIVE_INFINITY },
    {
      request: { query: DashboardStatsQuery, variables: { attendanceEventId: MEDICAL.eventId } },
      result: medicalAnswer,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    eventOptionsMock(undefined, [FIESTA, CLEAN_UP, MEDICAL]),
    eventOptionsMock('medical', [MEDICAL]),
    staffAccessMock(permissions),
  ];
  return { mocks, defaultAnswer, medicalAnswer };
}

function renderDashboard(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks}>
        <DashboardPage />
      </MockedProvider>
    </ThemeProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

/** The figure a card shows under its label. */
function figure(region: HTMLElement, label: string) {
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** What the mocked statistics show on the cards: each section's figures by their labels. */
const SECTION_FIGURES: Record<string, Record<string, string>> = {
  'Residents Overview': { 'Total Residents': '1,234', Male: '601', Female: '633', Teen: '210', Adult: '804', 'Senior Citizen': '220' },
  'Employment Overview': { Employed: '512', Unemployed: '488' },
  'Voter Overview': { Voters: '700', 'Non-Voters': '0' },
  'Event Overview': { 'Total Events': '17', 'Finished Events': '13' },
  'Document Requests Overview': {
    'Total Requests': '57', Pending: '11', Canceled: '3', Processing: '8', 'For Pickup': '5', Rejected: '2', Released: '28',
    'Unique Document Types': '4', 'Median Time to Pickup': '30 hours',
  },
};

const legendLabels = (chartTitle: string) =>
  within(screen.getByRole('list', { name: `${chartTitle} legend` })).getAllByRole('listitem').map((item) => item.textContent);

const attendanceChart = () => screen.getByRole('img', { name: 'Expected vs Actual Attendance' });

/** Renders the page and waits for the statistics and the (lazily loaded) charts. */
async function renderLoaded() {
  const { mocks, defaultAnswer, medicalAnswer } = dashboardMocks();
  renderDashboard(mocks);
  await screen.findByText('Total Residents');
  await screen.findByRole('img', { name: 'Requests per Document Type' });
  return { defaultAnswer, medicalAnswer };
}

// Six Victory charts in jsdom are slow to draw on a busy machine: allow them time, without sleeping.
describe('dashboard page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5_000 });
    // Victory is a large import: load the charts' chunk once, so no single test pays for it.
    await loadCharts();
  });
  afterAll(() => {
    configure({ asyncUtilTimeout: 1_000 });
  });

  it('shows the loading texts until the statistics arrive', async () => {
    const { mocks } = dashboardMocks();
    renderDashboard(mocks);

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // Residents, Employment and Voter sections.
    expect(screen.getAllByText('Loading resident statistics...')).toHaveLength(3);
    expect(screen.getByText('Loading document analytics...')).toBeInTheDocument();
    expect(within(section('Residents Overview')).getByRole('status')).toHaveTextContent('Loading resident statistics...');
    expect(within(section('Document Requests Overview')).getByRole('status')).toHaveTextContent('Loading document analytics...');

    await screen.findByText('Total Residents');
    expect(screen.queryByText('Loading resident statistics...')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading document analytics...')).not.toBeInTheDocument();
  });

  it('shows every section with its card figures', async () => {
    await renderLoaded();

    for (const [name, figures] of Object.entries(SECTION_FIGURES)) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      const region = section(name);
      expect(Object.fromEntries(Object.keys(figures).map((label) => [label, figure(region, label)]))).toEqual(figures);
    }
  });

  it('draws the resident charts with their titles, legends and numbers', async () => {
    await renderLoaded();

    for (const title of ['Gender', 'Age Distribution', 'Employment Status', 'Voter Status']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: title })).toBeInTheDocument();
    }

    // Gender: legend on top (before the chart), Male and Female.
    const gender = screen.getByRole('img', { name: 'Gender' });
    expect(legendLabels('Gender')).toEqual(['Male', 'Female']);
    expect(screen.getByRole('list', { name: 'Gender legend' }).compareDocumentPosition(gender))
      .toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(gender).toHaveAccessibleDescription('Male: 601, Female: 633.');

    // Age Distribution: the chart reading (not the cards'), legend at the bottom (after the chart).
    const age = screen.getByRole('img', { name: 'Age Distribution' });
    expect(legendLabels('Age Distribution')).toEqual(['Teen (13-19)', 'Adult (20-59)', 'Senior (60+)']);
    expect(screen.getByRole('list', { name: 'Age Distribution legend' }).compareDocumentPosition(age))
      .toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(age).toHaveAccessibleDescription('Teen (13-19): 151, Adult (20-59): 805, Senior (60+): 221.');

    // Bar charts: no legend; the Employment dataset is 'Residents'.
    expect(screen.queryByRole('list', { name: 'Employment Status legend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Voter Status legend' })).not.toBeInTheDocument();
    const employment = screen.getByRole('img', { name: 'Employment Status' });
    expect(employment).toHaveAccessibleDescription('Residents. Employed: 512, Unemployed: 488.');
    expect(within(employment).getByText('Employed')).toBeInTheDocument();
    expect(within(employment).getByText('Unemployed')).toBeInTheDocument();
    const voters = screen.getByRole('img', { name: 'Voter Status' });
    expect(voters).toHaveAccessibleDescription('Voters: 700, Non-Voters: 0.');
    expect(within(voters).getByText('Non-Voters')).toBeInTheDocument();
  });

  it('draws the attendance and requests-per-type charts', async () => {
    await renderLoaded();

    expect(legendLabels('Expected vs Actual Attendance')).toEqual(['Expected', 'Actual']);
    expect(attendanceChart()).toHaveAccessibleDescription(DEFAULT_ATTENDANCE_DESC);

    const requests = screen.getByRole('img', { name: 'Requests per Document Type' });
    expect(requests).toHaveAccessibleDescription(
      'Requests. Barangay Clearance: 30, Certificate of Indigency: 15, Cedula: 9, Business Permit: 3.',
    );
    expect(within(requests).getByText('Barangay Clearance')).toBeInTheDocument();
  });

  it('narrows the attendance chart to a picked event, and goes back to the default when cleared', async () => {
    const user = userEvent.setup();
    const { defaultAnswer, medicalAnswer } = await renderLoaded();
    expect(defaultAnswer).toHaveBeenCalledTimes(1);

    const picker = screen.getByRole('combobox', { name: 'Attendance event' });
    expect(picker).toHaveAttribute('placeholder', 'Search or select event...');
    expect(picker).toHaveValue('');

    // Opening the box lists the latest events; typing searches by name.
    await user.click(picker);
    expect(await screen.findByRole('option', { name: /Barangay Fiesta/ })).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await user.type(picker, 'medical');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Barangay Fiesta/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('option', { name: /Medical Mission.*January 20, 2026/ }));

    expect(picker).toHaveValue('Medical Mission');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(attendanceChart()).toHaveAccessibleDescription(MEDICAL_ATTENDANCE_DESC));
    expect(medicalAnswer).toHaveBeenCalledTimes(1);
    // The other sections kept their figures throughout.
    expect(figure(section('Residents Overview'), 'Total Residents')).toBe('1,234');

    await user.click(screen.getByRole('button', { name: 'Clear attendance event' }));
    expect(picker).toHaveValue('');
    await waitFor(() => expect(attendanceChart()).toHaveAccessibleDescription(DEFAULT_ATTENDANCE_DESC));
    // The default (no attendanceEventId) was asked for again, not the picked event.
    await waitFor(() => expect(defaultAnswer).toHaveBeenCalledTimes(2));
    expect(medicalAnswer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear attendance event' })).not.toBeInTheDocument();
  });

  it('picks an event with the keyboard', async () => {
    const user = userEvent.setup();
    const { medicalAnswer } = await renderLoaded();

    const picker = screen.getByRole('combobox', { name: 'Attendance event' });
    await user.click(picker);
    await screen.findByRole('option', { name: /Medical Mission/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Medical Mission/ }).id);
    await user.keyboard('{Enter}');

    expect(picker).toHaveValue('Medical Mission');
    await waitFor(() => expect(attendanceChart()).toHaveAccessibleDescription(MEDICAL_ATTENDANCE_DESC));
    expect(medicalAnswer).toHaveBeenCalledTimes(1);
  });

  it('reaches the events past the first page: the arrow keys load the next page at the end of the list', async () => {
    const user = userEvent.setup();
    const assemblies = Array.from({ length: EVENT_OPTIONS_PAGE_SIZE }, (_, index) =>
      ({ ...FIESTA, eventId: 100 + index, eventName: `Purok Assembly ${index + 1}` }));
    const { mocks } = dashboardMocks();
    renderDashboard([
      eventOptionsMock(undefined, assemblies, 1, EVENT_OPTIONS_PAGE_SIZE + 1),
      eventOptionsMock(undefined, [MEDICAL], 2, EVENT_OPTIONS_PAGE_SIZE + 1),
      ...mocks,
    ]);
    await screen.findByText('Total Residents');

    const picker = screen.getByRole('combobox', { name: 'Attendance event' });
    await user.click(picker);
    await screen.findByText('Purok Assembly 1');
    expect(screen.getAllByRole('option')).toHaveLength(EVENT_OPTIONS_PAGE_SIZE);
    await user.keyboard('{ArrowDown}'.repeat(EVENT_OPTIONS_PAGE_SIZE));
    const medical = await screen.findByRole('option', { name: /Medical Mission/ });
    expect(screen.getAllByRole('option')).toHaveLength(EVENT_OPTIONS_PAGE_SIZE + 1);
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', medical.id);
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('Medical Mission');
    await waitFor(() => expect(attendanceChart()).toHaveAccessibleDescription(MEDICAL_ATTENDANCE_DESC));
  });

  it('goes back to the default when the box is emptied, and Escape abandons a search', async () => {
    const user = userEvent.setup();
    const { defaultAnswer } = await renderLoaded();
    const picker = screen.getByRole('combobox', { name: 'Attendance event' });

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Medical Mission/ }));
    await waitFor(() => expect(attendanceChart()).toHaveAccessibleDescription(MEDICAL_ATTENDANCE_DESC));

    await user.type(picker, 'xyz');
    await user.keyboard('{Escape}');
    expect(picker).toHaveValue('Medical Mission');

    await user.clear(picker);
    await waitFor(() => expect(attendanceChart()).toHaveAccessibleDescription(DEFAULT_ATTENDANCE_DESC));
    // The default figures show from the cache at once ('cache-and-network'); the refetch follows.
    await waitFor(() => expect(defaultAnswer).toHaveBeenCalledTimes(2));
  });

  it('only logs a failed load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard([{ request: { query: DashboardStatsQuery, variables: {} }, error: new Error('Network down') }, staffAccessMock(['VIEW_DASHBOARD'])]);

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to load the dashboard statistics.', expect.any(Error)));
    expect(screen.queryByText('Loading resident statistics...')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading document analytics...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Residents Overview' })).toBeInTheDocument();
    expect(screen.queryByText('Total Residents')).not.toBeInTheDocument();
  });
});

/** The registry today: every figure differs, the age groups and sectors as the server lists them. */
function inhabitantsData() {
  const group = (label: string, from: number, to: number | null, male: number, female: number) =>
    ({ __typename: 'InhabitantAgeGroup', label, from, to, male, female, total: male + female });
  const sector = (name: string, count: number) => ({ __typename: 'InhabitantSectorCount', sector: name, count });
  return {
    inhabitantsOverview: {
      __typename: 'InhabitantsOverview', living: 2487, households: 512, male: 1240, female: 1247, withAccount: 318,
      ageGroups: [
        group('0-4', 0, 4, 101, 99), ...Array.from({ length: 15 }, (_, index) => group(`${5 * (index + 1)}-${5 * (index + 1) + 4}`, 5 * (index + 1), 5 * (index + 1) + 4, 70, 71)),
        group('80 and over', 80, null, 89, 83),
      ],
      sectors: [sector('PWD', 41), sector('SOLO_PARENT', 27), sector('INDIGENOUS', 3), sector('FOUR_PS', 96), sector('OUT_OF_SCHOOL_YOUTH', 58),
        sector('SENIOR_CITIZEN', 402)],
    },
  };
}

describe("the dashboard's Inhabitants section", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5_000 });
    await loadCharts();
  });
  afterAll(() => {
    configure({ asyncUtilTimeout: 1_000 });
  });

  it('shows the registry to staff who keep it: living inhabitants, households, sex, online accounts, age groups and sectors', async () => {
    const { mocks } = dashboardMocks(['VIEW_DASHBOARD', 'MANAGE_REGISTRY']);
    renderDashboard([...mocks, { request: { query: InhabitantsOverviewQuery }, result: { data: inhabitantsData() } }]);

    const inhabitants = await screen.findByRole('region', { name: 'Inhabitants' });
    await within(inhabitants).findByText('Living Inhabitants');
    expect(Object.fromEntries(['Living Inhabitants', 'Households', 'Male', 'Female', 'With an Online Account', 'Person with disability',
      'Solo parent', 'Indigenous people', '4Ps beneficiary', 'Out-of-school youth', 'Senior citizen (60 and over)']
      .map((label) => [label, figure(inhabitants, label)]))).toEqual({
      'Living Inhabitants': '2,487', Households: '512', Male: '1,240', Female: '1,247', 'With an Online Account': '318',
      'Person with disability': '41', 'Solo parent': '27', 'Indigenous people': '3', '4Ps beneficiary': '96', 'Out-of-school youth': '58',
      'Senior citizen (60 and over)': '402',
    });
    const chart = await within(inhabitants).findByRole('img', { name: 'Inhabitants by Age Group' });
    expect(chart).toHaveAccessibleDescription(expect.stringMatching(/^Inhabitants by age group\. 0-4: 200, 5-9: 141, .*75-79: 141, 80\+: 172\.$/));
    // Right after the Residents Overview, which still counts accounts.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Residents Overview', 'Inhabitants']);
  });

  it('is not there, and not asked for, without MANAGE_REGISTRY', async () => {
    const { mocks } = dashboardMocks(['VIEW_DASHBOARD']);
    const asked = vi.fn(() => ({ data: inhabitantsData() }));
    renderDashboard([...mocks, { request: { query: InhabitantsOverviewQuery }, result: asked }]);
    await screen.findByText('Total Residents');
    await screen.findByRole('img', { name: 'Requests per Document Type' });
    expect(screen.queryByRole('region', { name: 'Inhabitants' })).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});

