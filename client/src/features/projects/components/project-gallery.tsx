import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import {
  Banner, capitalizeStatus, Gallery, GalleryCard, pageCountFor, projectStatusTone, type GalleryCardHeadingLevel,
} from '../../../ui';
import { ProjectGalleryQuery } from '../api/projects.graphql';
import { hasPhotoUrl } from '../carousel-selection';
import { PROJECT_GALLERY_PAGE_SIZE, PROJECT_MESSAGES } from '../project-messages';
import { ProjectDetailsModal } from './project-details-modal';

export interface ProjectGalleryProps {
  /** 2 on the residents' Projects screen, right under its h1; 3 (the default) under the home page's section title. */
  cardHeadingLevel?: GalleryCardHeadingLevel;
}

/**
 * The projects gallery (docs/rules/public-site.md#projects-gallery) of the home page and the residents' Projects screen: projects
 * with a photo, 6 cards per page paged on the server, each opening a large details modal.
 */
export function ProjectGallery({ cardHeadingLevel }: ProjectGalleryProps) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ProjectFieldsFragment | null>(null);
  const { data, previousData, loading, error } = useQuery(ProjectGalleryQuery, {
    variables: { page, pageSize: PROJECT_GALLERY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.projects;

  // The list shrank under the current page: show the last one.
  const pageCount = pageCountFor(result?.total ?? 0, PROJECT_GALLERY_PAGE_SIZE);
  if (data && page > pageCount) setPage(pageCount);

  if (error && !result) return <Banner variant="error">{PROJECT_MESSAGES.loadFailed}</Banner>;

  return (
    <>
      <Gallery
        cardHeadingLevel={cardHeadingLevel}
        label="Projects"
        items={(result?.items ?? []).filter((project) => hasPhotoUrl(project.projectPhotoUrl))}
        getItemKey={(project) => project.id}
        onOpen={setSelected}
        emptyMessage={PROJECT_MESSAGES.emptyGallery}
        loading={loading}
        paging={{ page, total: result?.total ?? 0, onPageChange: setPage }}
        renderCard={(project) => (
          <GalleryCard
            title={project.title}
            photoUrl={project.projectPhotoUrl}
            status={{ label: capitalizeStatus(project.status), tone: projectStatusTone(project.status) }}
            description={project.description}
          />
        )}
      />
      <ProjectDetailsModal project={selected} onClose={() => setSelected(null)} />
    </>
  );
}
