import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { GalleryCardHeadingContext, GalleryOpenContext, type GalleryCardHeadingLevel } from './gallery-card';
import { Loading } from './loading';
import { uiMessages } from './messages';
import { Pagination } from './pagination';
import { useTableState } from './table-state';

export interface GalleryPaging {
  /** Current page, from 1. */
  page: number;
  /** All matching items over all pages (the query's `total`). */
  total: number;
  onPageChange: (page: number) => void;
}

export interface GalleryProps<Item> {
  /** All items (client-side paging), or only the current page's items when `paging` is given. */
  items: readonly Item[];
  getItemKey: (item: Item) => Key;
  /** Usually a <GalleryCard>, which opens the item by itself; `open` is for custom cards. */
  renderCard: (item: Item, open: () => void) => ReactNode;
  /** Called when a card is activated (click, Enter or Space on its button): open the details modal. */
  onOpen?: (item: Item) => void;
  /** e.g. 'No projects with photos to display.' */
  emptyMessage: ReactNode;
  /** Accessible name of the card list and its pagination, e.g. 'Projects'. */
  label: string;
  /** Cards per page (docs/rules/public-site.md#projects-gallery: 6 in the public galleries). */
  pageSize?: number;
  loading?: boolean;
  loadingText?: string;
  /** Server-side paging: the caller owns the page and fetches `items` for it. */
  paging?: GalleryPaging;
  /**
   * Heading level of the cards' titles (default 3, under a section's h2); 2 when the gallery sits right
   * under the page's h1, so no level is skipped.
   */
  cardHeadingLevel?: GalleryCardHeadingLevel;
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.sizes.galleryCardMinWidth}), 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;

/** A responsive grid of cards, 6 per page, with first / previous / numbered / next / last pagination. */
export function Gallery<Item>({
  items, getItemKey, renderCard, onOpen, emptyMessage, label, pageSize = 6, loading = false, loadingText, paging,
  cardHeadingLevel = 3,
}: GalleryProps<Item>) {
  const t = useMessages(uiMessages);
  const local = useTableState({ pageSize, total: paging ? undefined : items.length });
  const page = paging ? paging.page : local.page;
  const total = paging ? paging.total : items.length;
  const pageCount = local.pageCountFor(total);
  const shown = paging ? items : items.slice((page - 1) * pageSize, page * pageSize);

  if (loading && items.length === 0) return <Loading text={loadingText} />;
  if (items.length === 0) return <StyledEmpty>{emptyMessage}</StyledEmpty>;

  return (
    <GalleryCardHeadingContext.Provider value={cardHeadingLevel}>
      <StyledGrid aria-label={label} aria-busy={loading || undefined}>
        {shown.map((item) => {
          const open = () => onOpen?.(item);
          return (
            <li key={getItemKey(item)}>
              <GalleryOpenContext.Provider value={onOpen ? open : null}>{renderCard(item, open)}</GalleryOpenContext.Provider>
            </li>
          );
        })}
      </StyledGrid>
      <Pagination
        variant="full"
        label={t('pagination.pagesOf', { list: label })}
        page={page}
        pageCount={pageCount}
        onPageChange={paging ? paging.onPageChange : local.setPage}
      />
    </GalleryCardHeadingContext.Provider>
  );
}
