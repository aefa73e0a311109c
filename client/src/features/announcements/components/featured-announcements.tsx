import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, PageSection, Pagination } from '../../../ui';
import { FeaturedAnnouncementsQuery } from '../api/announcements.graphql';
import { FEATURED_PAGE_SIZE } from '../featured-page-size';
import { useAnnouncementPages } from '../hooks/use-announcement-pages';
import { announcementsMessages } from '../messages';
import { AnnouncementArticle } from './announcement-article';

const StyledList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * Featured announcements (docs/rules/public-site.md#featured-announcements): only featured ones, 2 per page with numbered page buttons, each with
 * title, content and 'Posted on' date. Hidden when there are none; a failed load shows a red alert.
 */
export function FeaturedAnnouncements() {
  const t = useMessages(announcementsMessages);
  const { list, failed, pages } = useAnnouncementPages(FeaturedAnnouncementsQuery, FEATURED_PAGE_SIZE);

  if (failed && !list) {
    return (
      <PageSection title={t('featured.title')} showTitle={false}>
        <Banner variant="error">{t('featured.loadFailed')}</Banner>
      </PageSection>
    );
  }
  // Nothing until there is something to show: no empty heading while loading or when none are featured.
  if (!list || list.total === 0) return null;

  return (
    <PageSection title={t('featured.title')}>
      {failed && <Banner variant="error">{t('featured.loadFailed')}</Banner>}
      <StyledList>
        {list.items.map((item) => (
          <AnnouncementArticle
            key={item.id}
            variant="featured"
            title={item.title}
            content={item.content}
            createdAt={item.createdAt as string}
          />
        ))}
      </StyledList>
      <Pagination {...pages} label={t('featured.pagination')} />
    </PageSection>
  );
}
