import { barangayToday, POPULATION_SUMMARY_MESSAGES, type Quarter, type QuarterOfYear } from '@barangay-portal/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocale, useMessages } from '../../../lib/i18n/language-context';
import { registryPaths } from '../paths';
import { Card, Page, SelectField, Stack } from '../../../ui';
import { ReportDownloads } from '../components/report-downloads';
import { registryMessages } from '../messages';
import {
  ageGroupsText, defaultSummaryPeriod, populationSummaryUrl, quarterOptions, summaryAsOfText, summaryYearOptions,
} from '../registry-reports';

/** The summary's year and quarter, and its downloads; a quarter that has not begun has none (it says so instead). */
function PopulationSummaryCard() {
  const t = useMessages(registryMessages);
  const locale = useLocale();
  const today = barangayToday();
  const [period, setPeriod] = useState<QuarterOfYear>(() => defaultSummaryPeriod(today));
  const asOf = summaryAsOfText(t, period, today, locale);
  const fallbackName = `population-summary-${period.year}-Q${period.quarter}`;
  return (
    <Card title={t('reports.summaryTitle')}>
      <Stack>
        <p>{t('reports.summaryIntro', { ageGroups: ageGroupsText(t) })}</p>
        <SelectField
          label={t('reports.year')}
          value={String(period.year)}
          options={summaryYearOptions(today)}
          onChange={(year) => year && setPeriod({ ...period, year: Number(year) })}
        />
        <SelectField
          label={t('reports.quarter')}
          value={String(period.quarter)}
          options={quarterOptions(t)}
          onChange={(quarter) => quarter && setPeriod({ ...period, quarter: Number(quarter) as Quarter })}
          hint={asOf ?? undefined}
          error={asOf === null ? POPULATION_SUMMARY_MESSAGES.quarterNotBegun : undefined}
        />
        {asOf !== null && (
          <ReportDownloads
            downloads={[
              { label: t('reports.downloadPdf'), url: populationSummaryUrl(period, 'pdf'), fallbackName: `${fallbackName}.pdf` },
              { label: t('reports.downloadCsv'), url: populationSummaryUrl(period, 'csv'), fallbackName: `${fallbackName}.csv` },
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
  const t = useMessages(registryMessages);
  return (
    <Page title={t('reports.title')}>
      <Stack>
        <PopulationSummaryCard />
        <Card title={t('reports.householdRecordsTitle')}>
          <p>{t('reports.householdRecordsIntro')}</p>
          <p><Link to={registryPaths.households}>{t('links.households')}</Link></p>
        </Card>
      </Stack>
    </Page>
  );
}
