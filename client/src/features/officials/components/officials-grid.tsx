import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, cardStyles, Loading, PageSection, type PictureSource, Thumbnail } from '../../../ui';
import { isNotFound } from '../../../lib/graphql-errors';
import { useOrMissing } from '../../../lib/missing-value';
import { OfficialsGridQuery } from '../api/officials.graphql';
import { officialsMessages } from '../messages';
import { OFFICIALS_GRID_SIZE } from '../officials-grid-size';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledOfficial = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  ${cardStyles}
  text-align: center;
  overflow-wrap: anywhere;

  h3 {
    margin: ${({ theme }) => theme.spacing.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p { margin: 0; }
`;

const StyledPosition = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMessage = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface OfficialCardData {
  id: number;
  name: string;
  position: string;
  contactNumber: string;
  address: string;
  officialPictureUrl?: string | null;
  /** The picture with its size and resized copies (the grid's query asks for it). */
  officialPicture?: PictureSource | null;
}

/** The grid itself: photo or 'No Photo', name, position, contact number and address, 'N/A' for a missing value. */
export function OfficialsList({ officials }: { officials: readonly OfficialCardData[] }) {
  const t = useMessages(officialsMessages);
  const orMissing = useOrMissing();
  if (officials.length === 0) return <StyledMessage>{t('grid.empty')}</StyledMessage>;
  return (
    <StyledGrid>
      {officials.map((official) => (
        <StyledOfficial key={official.id}>
          <Thumbnail src={official.officialPicture ?? official.officialPictureUrl} alt={t('pictureOf', { name: orMissing(official.name) })} />
          <h3>{orMissing(official.name)}</h3>
          <StyledPosition>{orMissing(official.position)}</StyledPosition>
          <StyledDetail>{t('grid.contact', { contactNumber: orMissing(official.contactNumber) })}</StyledDetail>
          <StyledDetail>{t('grid.address', { address: orMissing(official.address) })}</StyledDetail>
        </StyledOfficial>
      ))}
    </StyledGrid>
  );
}

/** The Barangay Officials section of the Contact Us pages. A not-found answer counts as no officials (docs/rules/public-site.md#officials-grid). */
export function OfficialsGrid() {
  const t = useMessages(officialsMessages);
  const { data, loading, error } = useQuery(OfficialsGridQuery, {
    variables: { pageSize: OFFICIALS_GRID_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const failed = error !== undefined && !isNotFound(error);

  let body;
  if (data) body = <OfficialsList officials={data.barangayOfficials.items} />;
  else if (loading) body = <Loading text={t('loading')} />;
  else if (failed) body = <Banner variant="error">{t('loadFailed')}</Banner>;
  else body = <OfficialsList officials={[]} />;

  return (
    <PageSection title={t('grid.title')}>{body}</PageSection>
  );
}
