import styled from 'styled-components';
import { formatDate } from '../../../lib/format-date';
import { StatusBadge } from '../../../ui';

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

export interface AnnouncementArticleProps {
  title: string;
  content: string;
  featured: boolean;
  /** ISO date-time of posting. */
  createdAt: string;
}

/** One announcement in the residents' list: title, a Featured mark, 'Posted on' date and the full content. */
export function AnnouncementArticle({ title, content, featured, createdAt }: AnnouncementArticleProps) {
  return (
    <StyledArticle>
      <StyledHeader>
        <StyledTitle>{title}</StyledTitle>
        {featured && <StatusBadge tone="blue">Featured</StatusBadge>}
      </StyledHeader>
      <StyledPosted>Posted on {formatDate(createdAt)}</StyledPosted>
      <StyledContent>{content}</StyledContent>
    </StyledArticle>
  );
}
