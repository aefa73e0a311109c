import styled from 'styled-components';
import { EventGallery } from '../../features/events';
import { ProjectCarousel, ProjectGallery } from '../../features/projects';
import { mediaUp } from '../../theme';
import { usePageRandom } from '../page-random';
import { Card } from '../../ui';
import { INFO_CARDS, MISSION, VISION } from './home-content';

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
  return (
    <>
      <StyledHero>
        <StyledTitle>Barangay Portal</StyledTitle>
        <StyledTagline>Serving our community with transparency, safety and care.</StyledTagline>
      </StyledHero>
      <StyledContent>
        <StyledCarouselBlock>
          <StyledSectionTitle>Featured Projects</StyledSectionTitle>
          <ProjectCarousel random={random} />
        </StyledCarouselBlock>
        <StyledCardGrid>
          {INFO_CARDS.map((card) => (
            <Card key={card.title} title={card.title}>
              <p>{card.text}</p>
            </Card>
          ))}
        </StyledCardGrid>
        <StyledMissionVision aria-labelledby="mission-vision-title">
          <StyledSectionTitle id="mission-vision-title">Mission and Vision</StyledSectionTitle>
          <StyledCardGrid>
            <Card title="Mission" titleAs="h3">
              <p>{MISSION}</p>
            </Card>
            <Card title="Vision" titleAs="h3">
              <p>{VISION}</p>
            </Card>
          </StyledCardGrid>
        </StyledMissionVision>
        <StyledSection aria-labelledby="projects-gallery-title">
          <StyledSectionTitle id="projects-gallery-title">Projects</StyledSectionTitle>
          <ProjectGallery />
        </StyledSection>
        <StyledSection aria-labelledby="events-gallery-title">
          <StyledSectionTitle id="events-gallery-title">Events</StyledSectionTitle>
          <EventGallery />
        </StyledSection>
      </StyledContent>
    </>
  );
}
