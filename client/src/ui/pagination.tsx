import styled, { css } from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { outlinedButtonStyles } from './button';
import { uiMessages } from './messages';

/** A page number, or a gap ('…') between distant page numbers. */
export type PageItem = number | 'gap';

/**
 * The page numbers to show: all of them up to 7 pages; beyond that 7 slots with the first and last page,
 * the current page and its neighbours, and gaps, e.g. 1 … 4 5 6 … 20.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pageCount <= 7) return range(1, Math.max(pageCount, 1));
  const current = Math.min(Math.max(page, 1), pageCount);
  if (current <= 4) return [...range(1, 5), 'gap', pageCount];
  if (current >= pageCount - 3) return [1, 'gap', ...range(pageCount - 4, pageCount)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', pageCount];
}

export type PaginationVariant = 'numbers' | 'full';

/** What stands for the page numbers left out: a mark, the same in every language (hidden from screen readers). */
const GAP_MARK = '…';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** 'numbers' (admin tables): page buttons only. 'full' (public galleries): first, previous, numbers, next, last. */
  variant?: PaginationVariant;
  /** Accessible name of the navigation landmark ('Pagination' unless given); name it after the list when a screen has two. */
  label?: string;
}

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledPageButton = styled.button<{ $current?: boolean }>`
  min-width: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  ${outlinedButtonStyles}

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.tableHeader}; }

  &:disabled {
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: not-allowed;
  }

  ${({ theme, $current }) => $current && css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    font-weight: 600;
    cursor: default;
    &:hover:not(:disabled) { background: ${theme.colors.primary}; }
  `}
`;

const StyledGap = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Page navigation; renders nothing when there is only one page. */
export function Pagination({ page, pageCount, onPageChange, variant = 'numbers', label }: PaginationProps) {
  const t = useMessages(uiMessages);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  const step = (text: string, name: string, target: number, disabled: boolean) => (
    <li>
      <StyledPageButton type="button" aria-label={name} disabled={disabled} onClick={() => go(target)}>
        <span aria-hidden="true">{text}</span>
      </StyledPageButton>
    </li>
  );

  return (
    <nav aria-label={label ?? t('pagination.label')}>
      <StyledList>
        {variant === 'full' && step('«', t('pagination.first'), 1, current === 1)}
        {variant === 'full' && step('‹', t('pagination.previous'), current - 1, current === 1)}
        {pageItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            // Gaps are never adjacent, so their position identifies them.
            <li key={`gap-${index}`} aria-hidden="true"><StyledGap>{GAP_MARK}</StyledGap></li>
          ) : (
            <li key={item}>
              <StyledPageButton
                type="button"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                $current={item === current}
                onClick={() => go(item)}
              >
                {item}
              </StyledPageButton>
            </li>
          ),
        )}
        {variant === 'full' && step('›', t('pagination.next'), current + 1, current === pageCount)}
        {variant === 'full' && step('»', t('pagination.last'), pageCount, current === pageCount)}
      </StyledList>
    </nav>
  );
}
