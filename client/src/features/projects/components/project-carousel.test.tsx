import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { theme } from '../../../theme';
import { pictureAt } from '../../../ui/testing/picture';
import { ProjectCarouselQuery } from '../api/projects.graphql';
import { ProjectCarousel } from './project-carousel';

const PROJECT = {
  __typename: 'Project', id: 1, title: 'Covered Court', description: 'Purok 2', status: 'ONGOING', dateStarted: null, dateEnded: null,
  link: null, projectPhotoUrl: '/media/court.jpg', projectPhoto: pictureAt('/media/court.jpg'),
};

describe('ProjectCarousel while its projects load', () => {
  it("keeps the carousel's band, so the page below does not jump when they arrive", async () => {
    renderWithMocks(<ProjectCarousel />, [{
      request: { query: ProjectCarouselQuery, variables: { pageSize: 100 } },
      result: { data: { projects: { __typename: 'ProjectPage', items: [PROJECT] } } },
      delay: 50,
    }]);
    // The band is the loading message's container.
    expect(screen.getByRole('status').parentElement).toHaveStyle({ minHeight: theme.sizes.carouselHeight });
    expect(await screen.findByRole('img', { name: 'Covered Court' })).toHaveAttribute('fetchpriority', 'high');
  });
});
