import styled from 'styled-components';
import { EventGallery } from '../../features/events';
import { ProjectCarousel, ProjectGallery } from '../../features/projects';
import { mediaUp } from '../../theme';
import { usePageRandom } from '../page-random';
import { Card } from '../../ui';
import { useMessages } from '../../lib/i18n/language-context';
import { homeMessages } from './messages';

/** The three info cards (docs/rules/public-site.md#home-info-cards), by their messages' keys. */
const INFO_CARDS = ['communityServices', 'localGovernance', 'residentSupport'] as const;

const StyledHero = styled.header`
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.primaryDark})`};
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledTagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledContent = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const StyledCardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  grid-template-columns: 1fr;

  ${({ theme }) => mediaUp(theme.breakpoints.md)} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledMissionVision = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const StyledSectionTitle = styled.h2`
  margin: 0;
  text-align: center;
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** Not a landmark of its own: the carousel inside is already the 'Featured projects' region. */
const StyledCarouselBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

/**
 * Public landing page (docs/rules/public-site.md#home-page): banner, the projects carousel, the three info cards, Mission and Vision,
 * then the projects and events galleries. Composed here from the projects and events features' own carousel and galleries, the
 * ones the residents' screens show. Loaded with the app, not lazily: most visitors arrive here.
 */
export function HomePage() {
  // The carousel's order: the server's when it rendered this page (docs/architecture.md#server-rendering).
  const random = usePageRandom();
  const t = useMessages(homeMessages);
  return (
    <>
      <StyledHero>
        <StyledTitle>{t('title')}</StyledTitle>
        <StyledTagline>{t('tagline')}</StyledTagline>
      </StyledHero>
      <StyledContent>
        <StyledCarouselBlock>
          <StyledSectionTitle>{t('featuredProjects')}</StyledSectionTitle>
          <ProjectCarousel random={random} />
        </StyledCarouselBlock>
        <StyledCardGrid>
          {INFO_CARDS.map((card) => (
            <Card key={card} title={t(`${card}.title`)}>
              <p>{t(`${card}.text`)}</p>
            </Card>
          ))}
        </StyledCardGrid>
        <StyledMissionVision aria-labelledby="mission-vision-title">
          <StyledSectionTitle id="mission-vision-title">{t('missionAndVision')}</StyledSectionTitle>
          <StyledCardGrid>
            <Card title={t('mission')} titleAs="h3">
              <p>{t('mission.text')}</p>
            </Card>
            <Card title={t('vision')} titleAs="h3">
              <p>{t('vision.text')}</p>
            </Card>
          </StyledCardGrid>
        </StyledMissionVision>
        <StyledSection aria-labelledby="projects-gallery-title">
          <StyledSectionTitle id="projects-gallery-title">{t('projects')}</StyledSectionTitle>
          <ProjectGallery />
        </StyledSection>
        <StyledSection aria-labelledby="events-gallery-title">
          <StyledSectionTitle id="events-gallery-title">{t('events')}</StyledSectionTitle>
          <EventGallery />
        </StyledSection>
      </StyledContent>
    </>
  );
}
