import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { usersMessages } from '../messages';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
`;

const StyledTerm = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const StyledValue = styled.dd`
  margin: ${({ theme }) => theme.spacing.xxs} 0 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs; an empty value reads 'N/A'. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  const t = useMessages(usersMessages);
  return (
    <StyledList>
      {items.map(({ label, value }) => (
        <div key={label}>
          <StyledTerm>{label}</StyledTerm>
          <StyledValue>{value === null || value === undefined || value === '' ? t('notAvailable') : value}</StyledValue>
        </div>
      ))}
    </StyledList>
  );
}
