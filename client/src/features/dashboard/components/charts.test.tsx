import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../ui/testing/in-english';
import { renderWithTheme } from '../../../ui/testing/render-with-theme';
import { genderSeries, voterSeries } from '../chart-series';
import { dashboardMessages } from '../messages';
import { AttendanceChart } from './attendance-chart';
import { CountBarChart } from './count-bar-chart';
import { DoughnutChart } from './doughnut-chart';
import { RequestsPerTypeChart } from './requests-per-type-chart';

const t = inEnglish(dashboardMessages);

describe('dashboard charts', () => {
  it('draws a count axis from zero in steps of 1, with no fractional ticks', () => {
    renderWithTheme(<CountBarChart title="Voter Status" series={voterSeries(t, { voters: 3, nonVoters: 1 })} />);
    const chart = screen.getByRole('img', { name: 'Voter Status' });
    for (const tick of ['0', '2']) expect(within(chart).getByText(tick)).toBeInTheDocument();
    // 1 and 3 are both a tick and a bar's count.
    expect(within(chart).getAllByText('1')).toHaveLength(2);
    expect(within(chart).getAllByText('3')).toHaveLength(2);
    for (const fraction of ['0.5', '1.5', '2.5']) expect(within(chart).queryByText(fraction)).not.toBeInTheDocument();
  });

  it('says so when a doughnut has nothing to show, keeping its legend', () => {
    renderWithTheme(<DoughnutChart title="Gender" legendPosition="top" series={genderSeries(t, { male: 0, female: 0 })} />);
    const chart = screen.getByRole('img', { name: 'Gender' });
    expect(within(chart).getByText('No data')).toBeInTheDocument();
    expect(chart).toHaveAccessibleDescription('Male: 0, Female: 0.');
    expect(screen.getByRole('list', { name: 'Gender legend' })).toHaveTextContent('MaleFemale');
  });

  it('writes a zero slice nowhere, and the other counts in their slices', () => {
    renderWithTheme(<DoughnutChart title="Gender" legendPosition="top" series={genderSeries(t, { male: 1500, female: 0 })} />);
    const chart = screen.getByRole('img', { name: 'Gender' });
    expect(within(chart).getByText('1,500')).toBeInTheDocument();
    expect(within(chart).queryByText('0')).not.toBeInTheDocument();
  });

  it('explains an empty attendance chart and an empty requests chart instead of drawing axes', () => {
    renderWithTheme(
      <>
        <AttendanceChart attendance={[]} />
        <RequestsPerTypeChart perDocumentType={[]} />
      </>,
    );
    expect(screen.getByText('No events to compare yet.')).toBeInTheDocument();
    expect(screen.getByText('No document requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shortens long document type names on the axis but keeps them whole in the description', () => {
    const name = 'Certificate of Residency for Scholarship Applicants';
    renderWithTheme(<RequestsPerTypeChart perDocumentType={[{ documentTypeName: name, count: 2 }]} />);
    const chart = screen.getByRole('img', { name: 'Requests per Document Type' });
    expect(within(chart).getByText('Certificate of Residency for…')).toBeInTheDocument();
    expect(chart).toHaveAccessibleDescription(`Requests. ${name}: 2.`);
  });
});
