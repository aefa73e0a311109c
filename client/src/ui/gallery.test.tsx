import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { Gallery } from './gallery';
import { GalleryCard } from './gallery-card';
import { projectStatusTone } from './status-tones';
import { renderWithTheme } from './testing/render-with-theme';

interface Project {
  id: number;
  title: string;
  status: string;
  description: string;
  photo: string;
}

const projects: Project[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  title: `Project ${index + 1}`,
  status: index % 2 === 0 ? 'ONGOING' : 'FINISHED',
  description: `Description ${index + 1} `.padEnd(150, 'x'),
  photo: `/media/project-${index + 1}.png`,
}));

function renderGallery(items: Project[], onOpen = vi.fn()) {
  const result = renderWithTheme(
    <Gallery
      label="Projects"
      items={items}
      getItemKey={(project) => project.id}
      onOpen={onOpen}
      emptyMessage="No projects with photos to display."
      renderCard={(project) => (
        <GalleryCard
          title={project.title}
          photo={{ url: project.photo }}
          status={{ label: project.status === 'ONGOING' ? 'Ongoing' : 'Finished', tone: projectStatusTone(project.status) }}
          description={project.description}
        />
      )}
    />,
  );
  return { ...result, onOpen };
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: /^(Projects|Events)$/ })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Gallery', () => {
  it('shows 6 cards per page and moves between pages', async () => {
    const user = userEvent.setup();
    renderGallery(projects);
    expect(cardTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4', 'Project 5', 'Project 6']);

    const pages = screen.getByRole('navigation', { name: 'Projects pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(cardTitles()).toEqual(['Project 7', 'Project 8', 'Project 9', 'Project 10', 'Project 11', 'Project 12']);
    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    expect(cardTitles()).toEqual(['Project 13', 'Project 14']);
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(cardTitles()[0]).toBe('Project 7');
    await user.click(within(pages).getByRole('button', { name: 'First page' }));
    expect(cardTitles()[0]).toBe('Project 1');
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(cardTitles()).toEqual(['Project 13', 'Project 14']);
  });

  it('moves to the last page when the list shrinks under the current page', async () => {
    const user = userEvent.setup();
    const { rerender, onOpen } = renderGallery(projects);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(cardTitles()).toEqual(['Project 13', 'Project 14']);
    rerender(
      <Gallery
        label="Projects"
        items={projects.slice(0, 12)}
        getItemKey={(project) => project.id}
        onOpen={onOpen}
        emptyMessage="No projects with photos to display."
        renderCard={(project) => <GalleryCard title={project.title} />}
      />,
    );
    expect(cardTitles()[0]).toBe('Project 7');
    expect(screen.getByRole('button', { current: 'page' })).toHaveAccessibleName('Page 2');
  });

  it('has no pagination with 6 items or fewer', () => {
    renderGallery(projects.slice(0, 6));
    expect(cardTitles()).toHaveLength(6);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty message without items', () => {
    renderGallery([]);
    expect(screen.getByText('No projects with photos to display.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Projects' })).not.toBeInTheDocument();
  });

  it('opens a card by click and from the keyboard', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderGallery(projects);
    await user.click(screen.getByRole('button', { name: 'Project 2' }));
    expect(onOpen).toHaveBeenLastCalledWith(projects[1]);

    screen.getByRole('button', { name: 'Project 3' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(projects[2]);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('lets the caller page on the server', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(
      <Gallery
        label="Events"
        items={projects.slice(6, 12)}
        getItemKey={(project) => project.id}
        renderCard={(project) => <GalleryCard title={project.title} />}
        emptyMessage="No events with photos to display."
        paging={{ page: 2, total: 14, onPageChange }}
      />,
    );
    expect(cardTitles()[0]).toBe('Project 7');
    expect(screen.getByRole('button', { current: 'page' })).toHaveAccessibleName('Page 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

describe('GalleryCard', () => {
  it('titles the cards h3 by default and at the level the gallery asks for', () => {
    const { rerender } = renderGallery(projects.slice(0, 2));
    expect(cardTitles()).toEqual(['Project 1', 'Project 2']);
    rerender(
      <Gallery
        label="Projects"
        cardHeadingLevel={2}
        items={projects.slice(0, 2)}
        getItemKey={(project) => project.id}
        onOpen={() => {}}
        emptyMessage="No projects with photos to display."
        renderCard={(project) => <GalleryCard title={project.title} photo={{ url: project.photo }} />}
      />,
    );
    const list = screen.getByRole('list', { name: 'Projects' });
    expect(within(list).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Project 1', 'Project 2']);
    // The title is still the button that opens the card.
    expect(within(list).getByRole('heading', { level: 2, name: 'Project 1' })).toContainElement(screen.getByRole('button', { name: 'Project 1' }));
  });

  it('shows photo, title, coloured status, meta lines and the description cut at 100 characters', () => {
    const description = 'A'.repeat(120);
    renderWithTheme(
      <GalleryCard
        title="Clean-up Drive"
        photo={{ url: "/media/cleanup.png" }}
        status={{ label: 'Upcoming', tone: 'blue' }}
        meta={[{ label: 'For Who', value: 'Adults' }, { label: 'Event Date', value: 'March 5, 2026' }]}
        description={description}
      />,
    );
    expect(screen.getByRole('img', { name: 'Clean-up Drive' })).toHaveAttribute('src', '/media/cleanup.png');
    expect(screen.getByRole('heading', { name: 'Clean-up Drive' })).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toHaveStyle({ color: theme.statusColors.blue.text });
    expect(screen.getByText('For Who').nextElementSibling).toHaveTextContent('Adults');
    expect(screen.getByText('Event Date').nextElementSibling).toHaveTextContent('March 5, 2026');
    expect(screen.getByText(`${'A'.repeat(100)}...`)).toBeInTheDocument();
    // Outside a gallery and without onOpen, the title is plain text.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows 'No Photo' without a photo", () => {
    renderWithTheme(<GalleryCard title="Clean-up Drive" onOpen={() => {}} />);
    expect(screen.getByText('No Photo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clean-up Drive' })).toBeInTheDocument();
  });
});
