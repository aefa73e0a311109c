import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ProjectCarouselQuery as ProjectCarouselData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, Carousel, Loading, projectStatusTone, StatusBadge } from '../../../ui';
import { ProjectCarouselQuery } from '../api/projects.graphql';
import {
  CAROUSEL_CANDIDATES, CAROUSEL_INTERVAL_MS, selectCarouselProjects, type RandomSource,
} from '../carousel-selection';
import { projectsMessages, projectStatusText } from '../messages';
import { ProjectDetailsModal } from './project-details-modal';

const StyledSlideTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledSlideText = styled.p`
  display: -webkit-box;
  margin: ${({ theme }) => theme.spacing.sm} 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

/** Keeps the carousel's band while its projects load, so what follows does not jump down when they arrive (layout shift). */
const StyledPlaceholder = styled.div`
  min-height: ${({ theme }) => theme.sizes.carouselHeight};
`;

const StyledStatus = styled.div`
  /* The caption is dark: a pill keeps the status colour readable on it. */
  margin-bottom: ${({ theme }) => theme.spacing.xs};
`;

export interface ProjectCarouselProps {
  /** Injectable for tests; Math.random otherwise. */
  random?: RandomSource;
}

/**
 * The home carousel (docs/rules/public-site.md#home-carousel): up to 5 random projects with a photo, fading every 4 s, with indicators and
 * no controls; Learn More opens the project's details.
 */
export function ProjectCarousel({ random = Math.random }: ProjectCarouselProps) {
  const t = useMessages(projectsMessages);
  const [selected, setSelected] = useState<ProjectCarouselData['projects']['items'][number] | null>(null);
  const { data, loading, error } = useQuery(ProjectCarouselQuery, { variables: { pageSize: CAROUSEL_CANDIDATES } });
  const items = data?.projects.items;
  // Shuffled once per answer, so the order stays while the page is open.
  const slides = useMemo(() => selectCarouselProjects(items ?? [], random), [items, random]);

  // The projects gallery below shows the failure message; the carousel only logs it.
  useEffect(() => {
    if (error) console.error('Failed to load the carousel projects.', error);
  }, [error]);

  if (loading && !data) return <StyledPlaceholder><Loading /></StyledPlaceholder>;
  if (error && !data) return null;

  return (
    <>
      <Carousel
        label={t('carousel.label')}
        items={slides}
        getItemKey={(project) => project.id}
        getPhoto={(project) => (project.projectPhoto ? { picture: project.projectPhoto, alt: project.title } : null)}
        intervalMs={CAROUSEL_INTERVAL_MS}
        emptyMessage={t('gallery.empty')}
        renderSlide={(project) => (
          <>
            <StyledSlideTitle>{project.title}</StyledSlideTitle>
            <StyledStatus>
              <StatusBadge tone={projectStatusTone(project.status)}>{projectStatusText(t, project.status)}</StatusBadge>
            </StyledStatus>
            {project.description && <StyledSlideText>{project.description}</StyledSlideText>}
            <Button variant="secondary" onClick={() => setSelected(project)}>
              {t('carousel.learnMore')}
            </Button>
          </>
        )}
      />
      <ProjectDetailsModal project={selected} onClose={() => setSelected(null)} showDates={false} />
    </>
  );
}
