import {
  AGE_GROUPS, DEFAULT_LOCALE, INHABITANT_SECTOR_LABELS, PSA_AGE_GROUPS, type InhabitantSectorName, type Locale,
} from '@barangay-portal/domain';
import { formatDate } from '../../lib/format-date';
import { CHART_COLORS } from './chart-colors';
import type { DashboardText } from './messages';

/**
 * Dashboard data -> chart series. Pure functions, so each chart's labels, values and colours are tested
 * without drawing anything (chart-series.test.ts); the words are the page language's, handed in as `t`.
 */

/** One bar or slice: what the legend or axis says, the count, and its fixed colour. */
export interface ChartDatum {
  label: string;
  value: number;
  color: string;
}

export function genderSeries(t: DashboardText, { male, female }: { male: number; female: number }): ChartDatum[] {
  return [
    { label: t('series.male'), value: male, color: CHART_COLORS.male },
    { label: t('series.female'), value: female, color: CHART_COLORS.female },
  ];
}

const { chartTeenFrom, adultFrom, seniorFrom } = AGE_GROUPS;

/**
 * The Age Distribution chart uses the chart reading of docs/rules/dashboard.md#age-groups (Teen 13-19, Adult 20-59, Senior 60+;
 * under 13 not counted), which differs from the cards' reading, so the ranges are part of the labels.
 */
export function ageSeries(t: DashboardText, { teen, adult, senior }: { teen: number; adult: number; senior: number }): ChartDatum[] {
  return [
    { label: t('series.teen', { from: chartTeenFrom, to: adultFrom - 1 }), value: teen, color: CHART_COLORS.teen },
    { label: t('series.adult', { from: adultFrom, to: seniorFrom - 1 }), value: adult, color: CHART_COLORS.adult },
    { label: t('series.senior', { from: seniorFrom }), value: senior, color: CHART_COLORS.senior },
  ];
}

/** One PSA age group of the registry's inhabitants, as the dashboard's query gives it. */
export interface InhabitantAgeGroup {
  from: number;
  total: number;
}

/**
 * The registry's inhabitants by PSA age group, youngest first, labelled as an axis has room for ("0-4", "80+": the
 * shared groups' short labels).
 */
export function inhabitantAgeSeries(groups: readonly InhabitantAgeGroup[]): ChartDatum[] {
  return groups.map(({ from, total }) => ({
    label: PSA_AGE_GROUPS.find((group) => group.from === from)?.shortLabel ?? String(from),
    value: total,
    color: CHART_COLORS.inhabitants,
  }));
}

/** The registry's sectors as the Inhabitants section's cards show them, in the server's order. */
export function sectorStats(sectors: ReadonlyArray<{ sector: InhabitantSectorName; count: number }>): Array<{ label: string; value: number }> {
  return sectors.map(({ sector, count }) => ({ label: INHABITANT_SECTOR_LABELS[sector], value: count }));
}

export function employmentSeries(t: DashboardText, { employed, unemployed }: { employed: number; unemployed: number }): ChartDatum[] {
  return [
    { label: t('series.employed'), value: employed, color: CHART_COLORS.employed },
    { label: t('series.unemployed'), value: unemployed, color: CHART_COLORS.unemployed },
  ];
}

export function voterSeries(t: DashboardText, { voters, nonVoters }: { voters: number; nonVoters: number }): ChartDatum[] {
  return [
    { label: t('series.voters'), value: voters, color: CHART_COLORS.voters },
    { label: t('series.nonVoters'), value: nonVoters, color: CHART_COLORS.nonVoters },
  ];
}

export interface RequestsPerType {
  documentTypeName: string;
  count: number;
}

/** Requests per document type, most requested first (ties by name), whatever order they arrive in. */
export function requestsPerTypeSeries(perType: readonly RequestsPerType[]): ChartDatum[] {
  return [...perType]
    .sort((a, b) => b.count - a.count || a.documentTypeName.localeCompare(b.documentTypeName))
    .map(({ documentTypeName, count }) => ({ label: documentTypeName, value: count, color: CHART_COLORS.requests }));
}

export interface EventAttendance {
  eventId: number;
  eventName: string;
  /** YYYY-MM-DD. */
  eventDate: string;
  expected: number;
  actual: number;
}

export interface AttendancePoint {
  /** Position on the category axis, from 1. */
  x: number;
  y: number;
}

export interface AttendanceSeries {
  /** The events in chart order (oldest first), with the text of their axis tick. */
  events: Array<{ x: number; eventId: number; name: string; date: string; tickLabel: string }>;
  expected: AttendancePoint[];
  actual: AttendancePoint[];
  /** The largest count, for the axis. */
  max: number;
}

/** How an attendance tick is written: the name cut at `labelLength`, and the year on a line of its own or not. */
export interface AttendanceLabelLayout {
  labelLength: number;
  /** 'September 30,' over '2025': a narrow chart's ticks are too close for a whole date on one line. */
  yearOnOwnLine: boolean;
}

const WIDE_LABELS: AttendanceLabelLayout = { labelLength: 18, yearOnOwnLine: false };

/**
 * The grouped attendance bars: one group per event, oldest on the left (the server sends the most recent
 * first), each with an Expected and an Actual bar. Events are placed by position, not by name, so two
 * events with the same name stay apart. A tick reads the name (cut at `labelLength`) over the date.
 */
export function attendanceSeries(
  attendance: readonly EventAttendance[], layout: Partial<AttendanceLabelLayout> = {}, locale: Locale = DEFAULT_LOCALE,
): AttendanceSeries {
  const { labelLength, yearOnOwnLine } = { ...WIDE_LABELS, ...layout };
  const ordered = [...attendance].sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.eventId - b.eventId);
  const events = ordered.map((event, index) => {
    const date = formatDate(event.eventDate, event.eventDate, locale);
    const dateLines = yearOnOwnLine ? date.replace(/, (\d+)$/, ',\n$1') : date;
    return { x: index + 1, eventId: event.eventId, name: event.eventName, date, tickLabel: `${shortLabel(event.eventName, labelLength)}\n${dateLines}` };
  });
  return {
    events,
    expected: ordered.map((event, index) => ({ x: index + 1, y: event.expected })),
    actual: ordered.map((event, index) => ({ x: index + 1, y: event.actual })),
    max: Math.max(0, ...ordered.flatMap((event) => [event.expected, event.actual])),
  };
}

/**
 * The text alternative of a chart: every label with its count, e.g. 'Male: 120, Female: 98.', after `prefix` (a
 * sentence naming what is counted, 'Residents.').
 */
export function describeSeries(t: DashboardText, series: readonly ChartDatum[], prefix = ''): string {
  const parts = series.map(({ label, value }) => `${label}: ${formatCount(value)}`).join(', ');
  return `${prefix ? `${prefix} ` : ''}${parts || t('charts.describeNoData')}.`;
}

/** The attendance chart's text alternative, one sentence per event. */
export function describeAttendance(t: DashboardText, { events, expected, actual }: AttendanceSeries): string {
  if (events.length === 0) return t('attendance.describeEmpty');
  return events
    .map((event, index) => t('attendance.describeEvent', {
      name: event.name, date: event.date, expected: formatCount(expected[index].y), actual: formatCount(actual[index].y),
    }))
    .join(' ');
}

/** Counts as the cards show them: 12,345. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * Axis text cut to at most `maxLength` characters with an ellipsis, at a word boundary when one falls in the
 * second half; the full text stays in the chart's description.
 */
export function shortLabel(text: string, maxLength = 18): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxLength) return trimmed;
  const cut = trimmed.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= maxLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Tick values for a count axis: from zero, whole numbers only. The step is 1 (docs/rules/dashboard.md#voter-overview, Voter Status)
 * while that gives at most `maxTicks` steps; beyond that (a barangay of thousands) a step of 2, 5, 10,
 * 20, 50... keeps the axis readable instead of drawing one tick per resident. The last tick is at or above
 * `max`, and an empty chart still gets an axis of 0 to 1.
 */
export function integerTicks(max: number, maxTicks = 10): number[] {
  const top = Math.max(0, Math.ceil(max));
  if (top === 0) return [0, 1];
  const step = integerStep(top, Math.max(1, Math.floor(maxTicks)));
  const count = Math.ceil(top / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

function integerStep(top: number, maxTicks: number): number {
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * magnitude;
      if (Math.ceil(top / step) <= maxTicks) return step;
    }
  }
}

/** The median time from request to pickup, worded for a card: hours under two days, else days. */
export function medianTimeToPickup(t: DashboardText, hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return t('median.none');
  if (hours < 48) return t('median.hours', { hours: String(Math.round(hours * 10) / 10) });
  return t('median.days', { days: String(Math.round((hours / 24) * 10) / 10) });
}
