import { barangayToday, POPULATION_SUMMARY_MESSAGES, type Quarter, type QuarterOfYear } from '@barangay-portal/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { registryPaths } from '../paths';
import { Card, Page, SelectField, Stack } from '../../../ui';
import { ReportDownloads } from '../components/report-downloads';
import {
  defaultSummaryPeriod, populationSummaryUrl, QUARTER_OPTIONS, REPORT_TEXTS, summaryAsOfText, summaryYearOptions,
} from '../registry-reports';
import { REGISTRY_TEXTS } from '../registry-texts';

/** The summary's year and quarter, and its downloads; a quarter that has not begun has none (it says so instead). */
function PopulationSummaryCard() {
  const today = barangayToday();
  const [period, setPeriod] = useState<QuarterOfYear>(() => defaultSummaryPeriod(today));
  const asOf = summaryAsOfText(period, today);
  const fallbackName = `population-summary-${period.year}-Q${period.quarter}`;
  return (
    <Card title={REPORT_TEXTS.summaryTitle}>
      <Stack>
        <p>{REPORT_TEXTS.summaryIntro}</p>
        <SelectField
          label={REPORT_TEXTS.yearLabel}
          value={String(period.year)}
          options={summaryYearOptions(today)}
          onChange={(year) => year && setPeriod({ ...period, year: Number(year) })}
        />
        <SelectField
          label={REPORT_TEXTS.quarterLabel}
          value={String(period.quarter)}
          options={QUARTER_OPTIONS}
          onChange={(quarter) => quarter && setPeriod({ ...period, quarter: Number(quarter) as Quarter })}
          hint={asOf ?? undefined}
          error={asOf === null ? POPULATION_SUMMARY_MESSAGES.quarterNotBegun : undefined}
        />
        {asOf !== null && (
          <ReportDownloads
            downloads={[
              { label: REPORT_TEXTS.downloadPdf, url: populationSummaryUrl(period, 'pdf'), fallbackName: `${fallbackName}.pdf` },
              { label: REPORT_TEXTS.downloadCsv, url: populationSummaryUrl(period, 'csv'), fallbackName: `${fallbackName}.csv` },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * The Registry's reports (docs/architecture.md#registry-of-inhabitants): the quarterly population summary for a chosen year and quarter, as PDF
 * or CSV; households' records are on each household's page. Default export: the router loads it lazily.
 */
export default function RegistryReportsPage() {
  return (
    <Page title={REPORT_TEXTS.reportsTitle}>
      <Stack>
        <PopulationSummaryCard />
        <Card title={REPORT_TEXTS.householdRecordsTitle}>
          <p>{REPORT_TEXTS.householdRecordsIntro}</p>
          <p><Link to={registryPaths.households}>{REGISTRY_TEXTS.householdsLink}</Link></p>
        </Card>
      </Stack>
    </Page>
  );
}
