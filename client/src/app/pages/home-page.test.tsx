import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventGalleryQuery } from '../../features/events/api/events.graphql';
import { ProjectCarousel } from '../../features/projects';
import { ProjectCarouselQuery, ProjectGalleryQuery } from '../../features/projects/api/projects.graphql';
import type { EventCardFieldsFragment, ProjectFieldsFragment } from '../../gql/graphql';
import { renderWithMocks } from '../../test/render-with-mocks';
import { pictureAt } from '../../ui/testing/picture';
import { HomePage } from './home-page';

type Project = Omit<ProjectFieldsFragment, '__typename'>;
type Event = Omit<EventCardFieldsFragment, '__typename'>;

const project = (id: number, overrides: Partial<Project> = {}) => withPhoto({
  id,
  title: `Project ${id}`,
  description: `About project ${id}.`,
  status: id % 2 === 0 ? 'FINISHED' : 'ONGOING',
  dateStarted: '2026-01-10',
  dateEnded: id % 2 === 0 ? '2026-02-20' : null,
  link: id === 2 ? 'https://example.org/project-2' : null,
  projectPhotoUrl: `/media/projects/${id}.png`,
  ...overrides,
});

/** The public queries ask for the picture with its size and copies too. */
const withPhoto = (fields: Project) => ({ ...fields, projectPhoto: pictureAt(fields.projectPhotoUrl) });

const event = (id: number, overrides: Partial<Event> = {}) => {
  const fields: Event = {
    id,
    eventName: `Event ${id}`,
    targetAudience: 'Teens',
    eventDate: '2026-05-15',
    status: 'Upcoming',
    eventPhotoUrl: `/media/events/${id}.png`,
    ...overrides,
  };
  return { ...fields, eventPhoto: pictureAt(fields.eventPhotoUrl) };
};

const asProjects = (items: Project[]) => items.map((item) => ({ __typename: 'Project', ...item }));

function carouselMock(items: Project[]): MockLink.MockedResponse {
  return {
    request: { query: ProjectCarouselQuery, variables: { pageSize: 100 } },
    result: { data: { projects: { __typename: 'ProjectPage', items: asProjects(items) } } },
  };
}

function projectGalleryMock(page: number, items: Project[], total: number): MockLink.MockedResponse {
  return {
    request: { query: ProjectGalleryQuery, variables: { page, pageSize: 6 } },
    result: { data: { projects: { __typename: 'ProjectPage', total, items: asProjects(items) } } },
  };
}

function eventGalleryMock(items: Event[], total = items.length): MockLink.MockedResponse {
  return {
    request: { query: EventGalleryQuery, variables: { page: 1, pageSize: 6 } },
    result: { data: { events: { __typename: 'EventPage', total, items: items.map((item) => ({ __typename: 'Event', ...item })) } } },
  };
}

const galleryTitles = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('home page', () => {
  it('keeps the banner, the info cards and Mission and Vision, and shows the carousel and both galleries', async () => {
    const projects = [1, 2, 3].map((id) => project(id));
    renderWithMocks(<HomePage />, [
      carouselMock(projects),
      projectGalleryMock(1, projects, 3),
      eventGalleryMock([event(1), event(2, { eventPhotoUrl: null })]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Barangay Portal' })).toBeInTheDocument();
    for (const title of ['Community Services', 'Local Governance', 'Resident Support', 'Mission and Vision', 'Mission', 'Vision']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(await screen.findByRole('region', { name: 'Featured projects' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Projects' })).toBeInTheDocument();
    expect(galleryTitles('Projects')).toEqual(['Project 1', 'Project 2', 'Project 3']);
    expect(await screen.findByRole('list', { name: 'Events' })).toBeInTheDocument();
    expect(galleryTitles('Events')).toEqual(['Event 1']);
  });

  it('shows the empty messages and the projects failure', async () => {
    renderWithMocks(<HomePage />, [
      carouselMock([]),
      { request: { query: ProjectGalleryQuery, variables: { page: 1, pageSize: 6 } }, error: new Error('offline') },
      eventGalleryMock([]),
    ]);
    expect(await screen.findByText('No projects with photos to display.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load projects.')).toBeInTheDocument();
    expect(await screen.findByText('No events with photos to display.')).toBeInTheDocument();
  });

  it('pages the projects gallery 6 at a time, first/previous/numbered/next/last, with the dates in its modal', async () => {
    const firstPage = [1, 2, 3, 4, 5, 6].map((id) => project(id, id === 4 ? { projectPhotoUrl: null } : {}));
    const { user } = renderWithMocks(<HomePage />, [
      carouselMock([]),
      projectGalleryMock(1, firstPage, 13),
      projectGalleryMock(3, [project(13)], 13),
      eventGalleryMock([]),
    ]);
    expect(await screen.findByRole('list', { name: 'Projects' })).toBeInTheDocument();
    expect(galleryTitles('Projects')).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 5', 'Project 6']);
    const pages = screen.getByRole('navigation', { name: 'Projects pages' });
    expect(within(pages).getAllByRole('button').map((button) => button.getAttribute('aria-label')))
      .toEqual(['First page', 'Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page', 'Last page']);

    await user.click(screen.getByRole('button', { name: 'Project 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Project 2' });
    expect(within(dialog).getByText('Start Date').nextElementSibling).toHaveTextContent('January 10, 2026');
    expect(within(dialog).getByText('End Date').nextElementSibling).toHaveTextContent('February 20, 2026');
    expect(within(dialog).getByRole('link', { name: 'Visit Project' })).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('heading', { name: 'Project 13' })).toBeInTheDocument();
    expect(galleryTitles('Projects')).toEqual(['Project 13']);
  });
});

describe('project carousel', () => {
  it('shows at most 5 projects with a photo, in the shuffled order, each with title, status and description', async () => {
    const projects = [1, 2, 3, 4, 5, 6, 7].map((id) => project(id)).concat(project(8, { projectPhotoUrl: null }));
    // Keeps the order: every draw leaves the item where it is.
    renderWithMocks(<ProjectCarousel random={() => 0.999} />, [carouselMock(projects)]);
    const carousel = await screen.findByRole('region', { name: 'Featured projects' });
    expect(within(carousel).getAllByRole('button', { name: /^Slide \d$/ })).toHaveLength(5);
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => within(slide).getByRole('heading', { hidden: true }).textContent))
      .toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4', 'Project 5']);
    expect(within(slides[0]).getByText('Ongoing')).toHaveAttribute('data-tone', 'orange');
    expect(within(slides[1]).getByText('Finished')).toHaveAttribute('data-tone', 'green');
    expect(within(slides[0]).getByText('About project 1.')).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: /previous|next/i })).not.toBeInTheDocument();
  });

  it('opens a large modal from Learn More with photo, status, description and the Visit Project link', async () => {
    // random() = 0 moves the last project with a photo (Project 2) to the front.
    const { user } = renderWithMocks(<ProjectCarousel random={() => 0} />, [carouselMock([project(1), project(2)])]);
    await user.click(await screen.findByRole('button', { name: 'Learn More' }));
    const dialog = screen.getByRole('dialog', { name: 'Project 2' });
    expect(within(dialog).getByRole('img', { name: 'Project 2' })).toHaveAttribute('src', '/media/projects/2.png');
    expect(within(dialog).getByText('Finished')).toHaveAttribute('data-tone', 'green');
    expect(within(dialog).getByText('About project 2.')).toBeInTheDocument();
    const visit = within(dialog).getByRole('link', { name: 'Visit Project' });
    expect(visit).toHaveAttribute('href', 'https://example.org/project-2');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("says 'No projects with photos to display.' when no project has a photo", async () => {
    renderWithMocks(<ProjectCarousel />, [carouselMock([project(1, { projectPhotoUrl: null })])]);
    expect(await screen.findByText('No projects with photos to display.')).toBeInTheDocument();
  });
});
