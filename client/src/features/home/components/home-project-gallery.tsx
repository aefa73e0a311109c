import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { HomeProjectFieldsFragment } from '../../../gql/graphql';
import { Banner, capitalizeStatus, Gallery, GalleryCard, pageCountFor, projectStatusTone } from '../../../ui';
import { HomeProjectGalleryQuery } from '../api/home.graphql';
import { hasPhotoUrl } from '../carousel-selection';
import { HOME_GALLERY_PAGE_SIZE, HOME_MESSAGES } from '../home-messages';
import { HomeProjectModal } from './home-project-modal';

/** The public projects gallery (docs/rules/public-site.md#projects-gallery): projects with a photo, 6 per page, a details modal per card. */
export function HomeProjectGallery() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<HomeProjectFieldsFragment | null>(null);
  const { data, previousData, loading, error } = useQuery(HomeProjectGalleryQuery, {
    variables: { page, pageSize: HOME_GALLERY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.projects;
  if (data && page > pageCountFor(data.projects.total, HOME_GALLERY_PAGE_SIZE)) {
    setPage(pageCountFor(data.projects.total, HOME_GALLERY_PAGE_SIZE));
  }

  if (error && !result) return <Banner variant="error">{HOME_MESSAGES.projectsFailed}</Banner>;

  return (
    <>
      <Gallery
        label="Projects"
        items={(result?.items ?? []).filter((project) => hasPhotoUrl(project.projectPhotoUrl))}
        getItemKey={(project) => project.id}
        onOpen={setSelected}
        emptyMessage={HOME_MESSAGES.noProjects}
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
      <HomeProjectModal project={selected} onClose={() => setSelected(null)} showDates />
    </>
  );
}
