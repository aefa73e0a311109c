import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDisplayDate } from '../../../lib/rendered-dates';
import { accentCardStyles, StatusBadge } from '../../../ui';
import { announcementsMessages } from '../messages';

const StyledArticle = styled.article`
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};

  &:last-child { border-bottom: none; }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const StyledPosted = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The content as written: line breaks and blank lines kept, long words wrapped. */
const StyledContent = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The featured block's card: the title, the content, then the date, with the accent border on the left. */
const StyledFeaturedCard = styled.article`
  padding: ${({ theme }) => theme.spacing.md};
  ${accentCardStyles}

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  ${StyledContent} { margin: ${({ theme }) => theme.spacing.sm} 0; }
  ${StyledPosted} { margin: 0; }
`;

export interface AnnouncementArticleProps {
  title: string;
  content: string;
  /** Marks the announcement Featured in the residents' list; the featured block shows only featured ones, unmarked. */
  featured?: boolean;
  /** ISO date-time of posting. */
  createdAt: string;
  /** 'list' (the residents' Announcements screen, titled h2) or 'featured' (a card of the Contact Us pages, titled h3). */
  variant?: 'list' | 'featured';
}

/** One announcement: title, 'Posted on' date and the full content (docs/rules/public-site.md#featured-announcements). */
export function AnnouncementArticle({ title, content, featured = false, createdAt, variant = 'list' }: AnnouncementArticleProps) {
  const t = useMessages(announcementsMessages);
  const posted = <StyledPosted>{t('article.postedOn', { date: useDisplayDate(createdAt) })}</StyledPosted>;
  const body = <StyledContent>{content}</StyledContent>;
  if (variant === 'featured') {
    return (
      <StyledFeaturedCard>
        <h3>{title}</h3>
        {body}
        {posted}
      </StyledFeaturedCard>
    );
  }
  return (
    <StyledArticle>
      <StyledHeader>
        <StyledTitle>{title}</StyledTitle>
        {featured && <StatusBadge tone="blue">{t('article.featured')}</StatusBadge>}
      </StyledHeader>
      {posted}
      {body}
    </StyledArticle>
  );
}
