import { useState } from 'react';
import { useAuthorizedDownload } from '../lib/authorized-download';
import { useMessages } from '../lib/i18n/language-context';
import { Button, type ButtonVariant } from './button';
import { uiMessages } from './messages';
import { ActionGroup } from './toolbar';

export interface DownloadButtonProps {
  /** A file of the portal's API that needs the signed-in account (e.g. '/api/city/rollup.csv'). */
  url: string;
  /** The file's name when the answer gives none. */
  fileName: string;
  /** The button's text, e.g. 'Download CSV'. */
  label: string;
  /** Its accessible name when the text alone does not say what is downloaded, e.g. 'Export CSV of inhabitants' (it starts with the text). */
  name?: string;
  /** Told when the file could not be had (refused, offline): the screen says so. */
  onFailure: () => void;
  variant?: ButtonVariant;
}

/** Downloads a file that needs the bearer token (a link cannot carry it); disabled while the file comes. */
export function DownloadButton({ url, fileName, label, name, onFailure, variant = 'secondary' }: DownloadButtonProps) {
  const download = useAuthorizedDownload();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    if (!(await download(url, fileName))) onFailure();
    setBusy(false);
  };
  return <Button variant={variant} disabled={busy} aria-label={name} onClick={() => void save()}>{label}</Button>;
}

/** The spreadsheet formats a list is exported in, as its addresses end. */
const FORMATS = [['csv', 'CSV'], ['xlsx', 'XLSX']] as const;

/** `path` with a list's filters as its query string, the ones not chosen left out. */
export function withFilters(path: string, filters: Readonly<Record<string, string | number>>): string {
  const query = new URLSearchParams(Object.entries(filters).map(([name, value]) => [name, String(value)])).toString();
  return query === '' ? path : `${path}?${query}`;
}

export interface SpreadsheetExportButtonsProps {
  /** The export's address without its format: '/api/registry/inhabitants' gives .csv and .xlsx. */
  path: string;
  /** The list's filters on screen (useManagerScreen's `listFilters`): the file holds what the list shows. */
  filters: Readonly<Record<string, string | number>>;
  /** What the list holds, in the buttons' names ('inhabitants' gives 'Export CSV of inhabitants') and the files' names. */
  records: string;
  /** Told, with what to say, when the file could not be had. */
  onFailure: (message: string) => void;
}

/** Export CSV and Export XLSX for an admin list, with the filters on screen. */
export function SpreadsheetExportButtons({ path, filters, records, onFailure }: SpreadsheetExportButtonsProps) {
  const t = useMessages(uiMessages);
  return (
    <ActionGroup>
      {FORMATS.map(([format, label]) => (
        <DownloadButton
          key={format}
          url={withFilters(`${path}.${format}`, filters)}
          fileName={`${records.replace(/\s+/g, '-')}.${format}`}
          label={t('export.button', { format: label })}
          name={t('export.buttonName', { format: label, records })}
          onFailure={() => onFailure(t('export.failed'))}
        />
      ))}
    </ActionGroup>
  );
}
