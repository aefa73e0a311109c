import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import {
  Banner, capitalizeStatus, Gallery, GalleryCard, pageCountFor, projectStatusTone,
} from '../../../ui';
import { ProjectGalleryQuery } from '../api/projects.graphql';
import { PROJECT_GALLERY_PAGE_SIZE, PROJECT_MESSAGES } from '../project-messages';
import { ProjectDetailsModal } from './project-details-modal';

const hasPhoto = (project: ProjectFieldsFragment): boolean => Boolean(project.projectPhotoUrl?.trim());

/**
 * The projects gallery (docs/rules/public-site.md#projects-gallery): projects with a photo, 6 cards per page paged on the server, each
 * opening a large details modal.
 */
export function ProjectGallery() {
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
        cardHeadingLevel={2}
        label="Projects"
        items={(result?.items ?? []).filter(hasPhoto)}
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
