import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../ui/testing/in-english';
import { CHART_COLORS } from './chart-colors';
import {
  ageSeries, attendanceSeries, describeAttendance, describeSeries, employmentSeries, formatCount, genderSeries,
  inhabitantAgeSeries, integerTicks, medianTimeToPickup, requestsPerTypeSeries, sectorStats, shortLabel, voterSeries,
} from './chart-series';
import { dashboardMessages } from './messages';

/** The feature's texts in English, as the charts read them. */
const t = inEnglish(dashboardMessages);

const labelsAndValues = (series: Array<{ label: string; value: number }>) =>
  series.map(({ label, value }) => [label, value]);

describe('genderSeries', () => {
  it('gives Male then Female with their counts and fixed colours', () => {
    expect(genderSeries(t, { male: 120, female: 98 })).toEqual([
      { label: 'Male', value: 120, color: CHART_COLORS.male },
      { label: 'Female', value: 98, color: CHART_COLORS.female },
    ]);
  });

  it('keeps zero counts', () => {
    expect(labelsAndValues(genderSeries(t, { male: 0, female: 0 }))).toEqual([['Male', 0], ['Female', 0]]);
  });
});

describe('ageSeries', () => {
  it("uses the chart reading's three groups, with their ranges in the labels", () => {
    expect(ageSeries(t, { teen: 14, adult: 160, senior: 31 })).toEqual([
      { label: 'Teen (13-19)', value: 14, color: CHART_COLORS.teen },
      { label: 'Adult (20-59)', value: 160, color: CHART_COLORS.adult },
      { label: 'Senior (60+)', value: 31, color: CHART_COLORS.senior },
    ]);
  });

  it('keeps zero counts', () => {
    expect(labelsAndValues(ageSeries(t, { teen: 0, adult: 3, senior: 0 })))
      .toEqual([['Teen (13-19)', 0], ['Adult (20-59)', 3], ['Senior (60+)', 0]]);
  });
});

describe('employmentSeries and voterSeries', () => {
  it('gives Employed then Unemployed', () => {
    expect(employmentSeries(t, { employed: 75, unemployed: 0 })).toEqual([
      { label: 'Employed', value: 75, color: CHART_COLORS.employed },
      { label: 'Unemployed', value: 0, color: CHART_COLORS.unemployed },
    ]);
  });

  it('gives Voters then Non-Voters', () => {
    expect(voterSeries(t, { voters: 0, nonVoters: 9 })).toEqual([
      { label: 'Voters', value: 0, color: CHART_COLORS.voters },
      { label: 'Non-Voters', value: 9, color: CHART_COLORS.nonVoters },
    ]);
  });
});

describe('requestsPerTypeSeries', () => {
  it('orders by count, most requested first, ties by name', () => {
    const series = requestsPerTypeSeries([
      { documentTypeName: 'Cedula', count: 3 },
      { documentTypeName: 'Barangay Clearance', count: 12 },
      { documentTypeName: 'Business Permit', count: 3 },
      { documentTypeName: 'Indigency', count: 0 },
    ]);
    expect(labelsAndValues(series)).toEqual([
      ['Barangay Clearance', 12], ['Business Permit', 3], ['Cedula', 3], ['Indigency', 0],
    ]);
    expect(series.every((datum) => datum.color === CHART_COLORS.requests)).toBe(true);
  });

  it('is empty when nothing has been requested', () => {
    expect(requestsPerTypeSeries([])).toEqual([]);
  });

  it('does not reorder its input', () => {
    const input = [{ documentTypeName: 'B', count: 1 }, { documentTypeName: 'A', count: 2 }];
    requestsPerTypeSeries(input);
    expect(input.map((row) => row.documentTypeName)).toEqual(['B', 'A']);
  });
});

describe('attendanceSeries', () => {
  const recentFirst = [
    { eventId: 9, eventName: 'Barangay Fiesta', eventDate: '2026-05-15', expected: 300, actual: 0 },
    { eventId: 4, eventName: 'Clean-up Drive', eventDate: '2026-03-05', expected: 50, actual: 62 },
  ];

  it('puts the events oldest first with Expected and Actual bars per event', () => {
    const series = attendanceSeries(recentFirst);
    expect(series.events.map(({ x, eventId, name, date }) => ({ x, eventId, name, date }))).toEqual([
      { x: 1, eventId: 4, name: 'Clean-up Drive', date: 'March 5, 2026' },
      { x: 2, eventId: 9, name: 'Barangay Fiesta', date: 'May 15, 2026' },
    ]);
    expect(series.expected).toEqual([{ x: 1, y: 50 }, { x: 2, y: 300 }]);
    expect(series.actual).toEqual([{ x: 1, y: 62 }, { x: 2, y: 0 }]);
    expect(series.max).toBe(300);
  });

  it('labels each tick with the name and the date on two lines, the name cut to fit', () => {
    expect(attendanceSeries(recentFirst).events[0].tickLabel).toBe('Clean-up Drive\nMarch 5, 2026');
    expect(attendanceSeries(recentFirst, { labelLength: 10 }).events[0].tickLabel).toBe('Clean-up…\nMarch 5, 2026');
  });

  it('puts the year on a line of its own for a narrow chart', () => {
    expect(attendanceSeries(recentFirst, { labelLength: 10, yearOnOwnLine: true }).events[1].tickLabel)
      .toBe('Barangay…\nMay 15,\n2026');
    expect(attendanceSeries(recentFirst, { yearOnOwnLine: true }).events[1].date).toBe('May 15, 2026');
  });

  it('keeps same-named events apart', () => {
    const series = attendanceSeries([
      { eventId: 2, eventName: 'Assembly', eventDate: '2026-01-10', expected: 10, actual: 8 },
      { eventId: 1, eventName: 'Assembly', eventDate: '2026-01-10', expected: 20, actual: 19 },
    ]);
    expect(series.events.map((event) => [event.x, event.eventId])).toEqual([[1, 1], [2, 2]]);
    expect(series.expected).toEqual([{ x: 1, y: 20 }, { x: 2, y: 10 }]);
  });

  it('handles no events', () => {
    expect(attendanceSeries([])).toEqual({ events: [], expected: [], actual: [], max: 0 });
  });
});

describe('text alternatives', () => {
  it('lists every label with its count', () => {
    expect(describeSeries(t, genderSeries(t, { male: 1200, female: 0 }))).toBe('Male: 1,200, Female: 0.');
    expect(describeSeries(t, employmentSeries(t, { employed: 3, unemployed: 4 }), 'Residents.'))
      .toBe('Residents. Employed: 3, Unemployed: 4.');
    expect(describeSeries(t, [])).toBe('no data.');
  });

  it('describes attendance per event', () => {
    const series = attendanceSeries([
      { eventId: 4, eventName: 'Clean-up Drive', eventDate: '2026-03-05', expected: 50, actual: 62 },
    ]);
    expect(describeAttendance(t, series)).toBe('Clean-up Drive (March 5, 2026): expected 50, actual 62.');
    expect(describeAttendance(t, attendanceSeries([]))).toBe('No events to compare.');
  });

  it('formats counts with thousands separators', () => {
    expect(formatCount(250000)).toBe('250,000');
    expect(formatCount(0)).toBe('0');
  });

  it('shortens long axis labels with an ellipsis', () => {
    expect(shortLabel('Clean-up Drive')).toBe('Clean-up Drive');
    expect(shortLabel('Medical and Dental Mission for Seniors', 18)).toBe('Medical and…');
    expect(shortLabel('Medical and Dental Mission', 24)).toBe('Medical and Dental…');
    expect(shortLabel('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
    expect(shortLabel('Supercalifragilisticexpialidocious', 10)).toHaveLength(10);
  });
});

describe('integerTicks', () => {
  it('counts from zero in steps of 1 up to the largest value', () => {
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('rounds a fractional maximum up to a whole tick', () => {
    expect(integerTicks(2.2)).toEqual([0, 1, 2, 3]);
  });

  it('gives an axis of 0 to 1 when every value is zero', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
    expect(integerTicks(-5)).toEqual([0, 1]);
  });

  it('widens to a whole-number step for large counts, still from zero and covering the maximum', () => {
    for (const max of [11, 37, 99, 1234, 250000]) {
      const ticks = integerTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(11);
      expect(ticks.every(Number.isInteger)).toBe(true);
      const step = ticks[1] - ticks[0];
      expect(ticks.every((tick, index) => tick === index * step)).toBe(true);
    }
    expect(integerTicks(11)).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(integerTicks(250000)).toEqual([0, 50000, 100000, 150000, 200000, 250000]);
  });
});

describe('medianTimeToPickup', () => {
  it('words the median: N/A without pickups, hours under two days, days beyond', () => {
    expect(medianTimeToPickup(t, null)).toBe('N/A');
    expect(medianTimeToPickup(t, 0.5)).toBe('0.5 hours');
    expect(medianTimeToPickup(t, 26.44)).toBe('26.4 hours');
    expect(medianTimeToPickup(t, 60)).toBe('2.5 days');
  });
});

describe("the registry's Inhabitants section", () => {
  it("labels the PSA age groups as an axis has room for, in the server's order", () => {
    expect(inhabitantAgeSeries([{ from: 0, total: 12 }, { from: 75, total: 3 }, { from: 80, total: 4 }])).toEqual([
      { label: '0-4', value: 12, color: CHART_COLORS.inhabitants },
      { label: '75-79', value: 3, color: CHART_COLORS.inhabitants },
      { label: '80+', value: 4, color: CHART_COLORS.inhabitants },
    ]);
  });

  it('names the sectors in words', () => {
    expect(sectorStats([{ sector: 'FOUR_PS', count: 9 }, { sector: 'SENIOR_CITIZEN', count: 2 }])).toEqual([
      { label: '4Ps beneficiary', value: 9 }, { label: 'Senior citizen (60 and over)', value: 2 },
    ]);
  });
});
