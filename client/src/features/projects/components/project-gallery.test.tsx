import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { LanguageProvider } from '../../../lib/i18n/language-context';
import { createLanguageStore } from '../../../lib/i18n/language-store';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { pictureAt } from '../../../ui/testing/picture';
import { theme } from '../../../theme';
import { ProjectGalleryQuery } from '../api/projects.graphql';
import { ProjectGallery } from './project-gallery';

type Project = Omit<ProjectFieldsFragment, '__typename'>;

const project = (id: number, overrides: Partial<Project> = {}): Project => withPhoto({
  id,
  title: `Project ${id}`,
  description: `Description of project ${id}. `.padEnd(140, 'x'),
  status: id % 2 === 0 ? 'FINISHED' : 'ONGOING',
  dateStarted: '2026-03-05',
  dateEnded: id % 2 === 0 ? '2026-04-30' : null,
  link: null,
  projectPhotoUrl: `/media/projects/${id}.png`,
  ...overrides,
});

/** The gallery's query asks for the picture with its size and copies too. */
const withPhoto = (fields: Project) => ({ ...fields, projectPhoto: pictureAt(fields.projectPhotoUrl) });

function galleryMock(page: number, items: Project[], total: number): MockLink.MockedResponse {
  return {
    request: { query: ProjectGalleryQuery, variables: { page, pageSize: 6 } },
    result: {
      data: { projects: { __typename: 'ProjectPage', total, items: items.map((item) => ({ __typename: 'Project', ...item })) } },
    },
  };
}

const renderGallery = (mocks: MockLink.MockedResponse[]) => renderWithMocks(<ProjectGallery cardHeadingLevel={2} />, mocks);

// The resident's gallery sits right under the page's h1: its cards are titled with h2 (no level skipped).
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ProjectGallery (resident)', () => {
  it('asks for projects with a photo, 6 per page, and shows only those with a photo', async () => {
    const firstPage = [1, 2, 3, 4, 5].map((id) => project(id)).concat(project(6, { projectPhotoUrl: null }));
    const secondPage = [7, 8].map((id) => project(id));
    const { user } = renderGallery([galleryMock(1, firstPage, 8), galleryMock(2, secondPage, 8)]);

    expect(await screen.findByRole('heading', { name: 'Project 1' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4', 'Project 5']);
    const pages = screen.getByRole('navigation', { name: 'Projects pages' });
    for (const name of ['First page', 'Previous page', 'Page 1', 'Page 2', 'Next page', 'Last page']) {
      expect(within(pages).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Project 7' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Project 7', 'Project 8']);
  });

  it('shows each card photo from its resized copies, lazily', async () => {
    renderGallery([galleryMock(1, [project(1), project(2)], 2)]);
    const photo = await screen.findByRole('img', { name: 'Project 1' });
    expect(photo).toHaveAttribute('srcset', '/media/projects/1-320w.webp 320w, /media/projects/1-640w.webp 640w');
    expect(photo).toHaveAttribute('sizes', '(min-width: 768px) 380px, 100vw');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '800');
  });

  it('colours the status and cuts the description at 100 characters', async () => {
    renderGallery([galleryMock(1, [project(1), project(2)], 2)]);
    expect(await screen.findByText('Ongoing')).toHaveStyle({ color: theme.statusColors.orange.text });
    expect(screen.getByText('Finished')).toHaveStyle({ color: theme.statusColors.green.text });
    expect(screen.getByText(`${project(1).description.slice(0, 100)}...`)).toBeInTheDocument();
  });

  it('opens a large modal with photo, status, dates, full description and the Visit Project link', async () => {
    const linked = project(2, { link: 'https://example.org/project-2' });
    const { user } = renderGallery([galleryMock(1, [linked, project(1)], 2)]);
    await user.click(await screen.findByRole('button', { name: 'Project 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Project 2' });
    const photo = within(dialog).getByRole('img', { name: 'Project 2' });
    expect(photo).toHaveAttribute('src', '/media/projects/2.png');
    // The modal's photo shows up to the large modal's width, from the resized copies, its place kept by its size.
    expect(photo).toHaveAttribute('srcset', '/media/projects/2-320w.webp 320w, /media/projects/2-640w.webp 640w');
    expect(photo).toHaveAttribute('sizes', '(min-width: 900px) 860px, 100vw');
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '500');
    expect(within(dialog).getByText('Finished')).toBeInTheDocument();
    expect(within(dialog).getByText('March 5, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('April 30, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText(linked.description)).toBeInTheDocument();
    const visit = within(dialog).getByRole('link', { name: 'Visit Project' });
    expect(visit).toHaveAttribute('href', 'https://example.org/project-2');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Project 1' }));
    expect(within(screen.getByRole('dialog', { name: 'Project 1' })).queryByRole('link', { name: 'Visit Project' })).not.toBeInTheDocument();
  });

  it('shows the empty message without projects', async () => {
    renderGallery([galleryMock(1, [], 0)]);
    expect(await screen.findByText('No projects with photos to display.')).toBeInTheDocument();
  });

  it("says 'Failed to load projects.' when the list cannot load", async () => {
    renderGallery([{ request: { query: ProjectGalleryQuery, variables: { page: 1, pageSize: 6 } }, error: new Error('offline') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load projects.');
  });
});

/** Rendered in Filipino: the render is awaited, so React shows it once that language's messages have loaded. */
const renderInFilipino = (mocks: MockLink.MockedResponse[]) => act(async () => renderWithMocks(
  <LanguageProvider store={createLanguageStore('fil')}>
    <Suspense fallback={null}><ProjectGallery /></Suspense>
  </LanguageProvider>,
  mocks,
));

describe('ProjectGallery in Filipino', () => {
  it('shows its own texts and the statuses in Filipino, the projects as written', async () => {
    const { user } = await renderInFilipino([galleryMock(1, [project(1), project(2, { link: 'https://example.org/2' })], 2)]);
    const gallery = await screen.findByRole('list', { name: 'Mga Proyekto' });
    expect(within(gallery).getByText('Ginagawa pa')).toBeInTheDocument();
    expect(within(gallery).getByText('Tapos na')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Project 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Project 2' });
    expect(within(dialog).getByText('Petsa ng Pagsimula')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Tingnan ang Proyekto' })).toHaveAttribute('href', 'https://example.org/2');
  });
});
