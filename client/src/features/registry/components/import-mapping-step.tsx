import type { InhabitantImportFieldName } from '@barangay-portal/domain';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { InhabitantImportQuery } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, Card, SelectField, Toolbar } from '../../../ui';
import { registryMessages, type RegistryText } from '../messages';
import { fieldOptions, type ColumnChoice } from '../registry-import';

type Upload = InhabitantImportQuery['inhabitantImport'];

/** One select per column, side by side, wrapping on narrow screens. */
const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
`;

/** A column's first values, to tell it by. */
const samplesOf = (t: RegistryText, samples: readonly string[]): string => {
  const shown = samples.filter((sample) => sample !== '');
  return shown.length === 0 ? t('import.samplesEmpty') : t('import.samples', { samples: shown.join(', ') });
};

export interface ImportMappingStepProps {
  upload: Upload;
  mapping: readonly ColumnChoice[];
  onChange: (mapping: ColumnChoice[]) => void;
  onCheck: () => void;
  checking: boolean;
  /** What stops the check: the mapping's own problems, or the server's refusal. */
  problems: readonly string[];
}

/** Step 2: each column of the file with the field it fills (proposed by the server from its header), changed here. */
export function ImportMappingStep({ upload, mapping, onChange, onCheck, checking, problems }: ImportMappingStepProps) {
  const t = useMessages(registryMessages);
  const options = useMemo(() => fieldOptions(t), [t]);
  const choose = (column: number, value: string) =>
    onChange(mapping.map((choice) => (choice.column === column ? { column, field: value === '' ? null : (value as InhabitantImportFieldName) } : choice)));
  return (
    <Card title={t('import.mappingStep')}>
      <p>{t('import.headerRow', { file: upload.fileName, row: upload.headerRow, rows: upload.totalRows })} {t('import.mappingHint')}</p>
      <StyledColumns role="group" aria-label={t('import.mappingCaption')}>
        {upload.columns.map((column) => (
          <SelectField
            key={column.column}
            label={column.header === '' ? t('import.column', { number: column.column + 1 }) : column.header}
            placeholder={t('import.leaveOut')}
            options={options}
            value={mapping.find((choice) => choice.column === column.column)?.field ?? ''}
            onChange={(value) => choose(column.column, value)}
            hint={samplesOf(t, column.samples)}
          />
        ))}
      </StyledColumns>
      {problems.length > 0 && (
        <Banner variant="error">
          <ul>{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>
        </Banner>
      )}
      <Toolbar>
        <Button onClick={onCheck} disabled={checking}>{checking ? t('import.checking') : t('import.check')}</Button>
      </Toolbar>
    </Card>
  );
}
