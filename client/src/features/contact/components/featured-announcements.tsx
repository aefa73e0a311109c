import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDate } from '../../../lib/format-date';
import { Banner, Pagination, useTableState } from '../../../ui';
import { ContactFeaturedAnnouncementsQuery } from '../api/contact.graphql';
import { CONTACT_TEXTS, FEATURED_PAGE_SIZE } from '../contact-form';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const StyledAnnouncement = styled.article`
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const StyledContent = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledPosted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Featured announcements (docs/rules/public-site.md#featured-announcements): only featured ones, 2 per page with numbered page buttons, each with
 * title, content and 'Posted on' date. Hidden when there are none; a failed load shows a red alert.
 */
export function FeaturedAnnouncements() {
  const headingId = useId();
  const paging = useTableState({ pageSize: FEATURED_PAGE_SIZE });
  const { data, previousData, error } = useQuery(ContactFeaturedAnnouncementsQuery, {
    variables: { page: paging.page, pageSize: paging.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.announcements ?? previousData?.announcements;
  const page = paging.clampToPageCount(list?.total);

  if (error && !list) {
    return (
      <StyledSection aria-label="Featured Announcements">
        <Banner variant="error">{CONTACT_TEXTS.featuredLoadFailed}</Banner>
      </StyledSection>
    );
  }
  // Nothing until there is something to show: no empty heading while loading or when none are featured.
  if (!list || list.total === 0) return null;

  return (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>Featured Announcements</h2>
      {error && <Banner variant="error">{CONTACT_TEXTS.featuredLoadFailed}</Banner>}
      <StyledList>
        {list.items.map((item) => (
          <StyledAnnouncement key={item.id}>
            <h3>{item.title}</h3>
            <StyledContent>{item.content}</StyledContent>
            <StyledPosted>Posted on {formatDate(item.createdAt as string)}</StyledPosted>
          </StyledAnnouncement>
        ))}
      </StyledList>
      <Pagination
        page={page}
        pageCount={paging.pageCountFor(list.total)}
        onPageChange={paging.setPage}
        label="Featured announcements pages"
      />
    </StyledSection>
  );
}
