import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { listPageMock } from '../../../test/mocks';
import { renderApp } from '../../../test/render-app';
import { renderWithMocks, type RenderWithMocksOptions } from '../../../test/render-with-mocks';
import {
  CreateProjectMutation, DeleteProjectMutation, ProjectListQuery,
} from '../api/projects.graphql';
import ProjectManagerPage from './project-manager-page';

type Project = Omit<ProjectFieldsFragment, '__typename'>;

const ROAD: Project = {
  id: 1, title: 'Road Repair', description: 'Concreting of the Purok 2 road.', status: 'ONGOING',
  dateStarted: '2026-01-10', dateEnded: null, link: null, projectPhotoUrl: '/media/projects/road.png',
};
const HALL: Project = {
  id: 2, title: 'Covered Court', description: 'A roof over the basketball court.', status: 'FINISHED',
  dateStarted: '2025-06-01', dateEnded: '2025-12-15', link: 'https://example.org/court', projectPhotoUrl: null,
};

const FIRST_PAGE = { page: 1, pageSize: 5 };

function listMock(items: Project[], variables: Record<string, unknown> = FIRST_PAGE, total = items.length): MockLink.MockedResponse {
  return {
    request: { query: ProjectListQuery, variables },
    result: {
      data: {
        projects: {
          __typename: 'ProjectPage',
          total,
          items: items.map((project) => ({ __typename: 'Project', ...project })),
        },
      },
    },
  };
}

const renderPage = (mocks: MockLink.MockedResponse[], user?: RenderWithMocksOptions['user']) =>
  renderWithMocks(<ProjectManagerPage />, mocks, { router: true, user });

const dialog = () => screen.getByRole('dialog');
const rowTitles = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);

// Put back onto URL itself afterwards, so `this` is URL again.
// oxlint-disable-next-line typescript/unbound-method
const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Object.assign(URL, original);
});

describe('Project Manager', () => {
  it("shows the title, the list card, the search box and 'No Projects available' without projects", async () => {
    renderPage([listMock([])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Project Manager' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects List' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by project title')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeInTheDocument();
    expect(await screen.findByText('No Projects available')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '')))
      .toEqual(['Photo', 'Title', 'Status', 'Date Started', 'Actions']);
  });

  it('lists projects with a thumbnail, the coloured status and the start date', async () => {
    renderPage([listMock([ROAD, HALL])]);
    expect(await screen.findByText('Road Repair', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Road Repair' })).toHaveAttribute('src', '/media/projects/road.png');
    expect(screen.getByText('No Photo')).toBeInTheDocument();
    expect(screen.getByText('Ongoing')).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByText('Finished')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('January 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('June 1, 2025')).toBeInTheDocument();
  });

  it('sorts on the server by title ascending, then descending', async () => {
    const { user } = renderPage([
      listMock([ROAD, HALL]),
      listMock([HALL, ROAD], { ...FIRST_PAGE, sortBy: 'TITLE', sortDirection: 'ASC' }),
      listMock([ROAD, HALL], { ...FIRST_PAGE, sortBy: 'TITLE', sortDirection: 'DESC' }),
    ]);
    await screen.findByText('Road Repair', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(rowTitles()).toEqual(['Covered Court', 'Road Repair']));
    expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(rowTitles()).toEqual(['Road Repair', 'Covered Court']));
  });

  it('asks for Date Ended only when finished is chosen, and requires it then', async () => {
    const { user } = renderPage([listMock([])]);
    await screen.findByText('No Projects available');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(within(dialog()).getByRole('heading', { name: 'Add Project' })).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Date Ended')).not.toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Project Photo')).toHaveAttribute('accept', 'image/*');

    await user.type(within(dialog()).getByLabelText('Title'), 'Drainage Upgrade');
    await user.selectOptions(within(dialog()).getByLabelText('Status'), 'Finished');
    expect(within(dialog()).getByLabelText('Date Ended')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByLabelText('Date Ended')).toHaveAccessibleDescription('Date Ended is required');

    await user.selectOptions(within(dialog()).getByLabelText('Status'), 'Ongoing');
    expect(within(dialog()).queryByLabelText('Date Ended')).not.toBeInTheDocument();
  });

  it('adds a finished project with a photo, says so for 5 s and reloads the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const added: Project = {
        id: 9, title: 'Drainage Upgrade', description: 'New canals.', status: 'FINISHED', dateStarted: '2026-01-05',
        dateEnded: '2026-02-20', link: 'https://example.org/drainage', projectPhotoUrl: '/media/projects/drainage.png',
      };
      const photo = new File(['png'], 'drainage.png', { type: 'image/png' });
      const create: MockLink.MockedResponse = {
        request: {
          query: CreateProjectMutation,
          variables: (variables) => {
            expect(variables.input).toEqual({
              title: 'Drainage Upgrade', description: 'New canals.', status: 'FINISHED', dateStarted: '2026-01-05',
              dateEnded: '2026-02-20', link: 'https://example.org/drainage',
            });
            expect(variables.projectPhoto).toBe(photo);
            return true;
          },
        },
        result: { data: { createProject: { __typename: 'Project', ...added } } },
      };
      const { user } = renderPage([listMock([ROAD]), create, listMock([added, ROAD])], { advanceTimers: vi.advanceTimersByTime });
      await screen.findByText('Road Repair', { selector: 'td' });
      await user.click(screen.getByRole('button', { name: 'Add Project' }));
      await user.type(within(dialog()).getByLabelText('Title'), 'Drainage Upgrade');
      await user.type(within(dialog()).getByLabelText('Description'), 'New canals.');
      await user.selectOptions(within(dialog()).getByLabelText('Status'), 'Finished');
      await user.type(within(dialog()).getByLabelText('Date Started'), '2026-01-05');
      await user.type(within(dialog()).getByLabelText('Date Ended'), '2026-02-20');
      await user.type(within(dialog()).getByLabelText('Link'), 'https://example.org/drainage');
      await user.upload(within(dialog()).getByLabelText('Project Photo'), photo);
      expect(within(dialog()).getByRole('img', { name: 'Project Photo preview' })).toHaveAttribute('src', 'blob:preview');
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Project added successfully!');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByText('Drainage Upgrade', { selector: 'td' })).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(screen.queryByText('Project added successfully!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's field errors on their fields and the save error", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: CreateProjectMutation, variables: () => true },
      result: {
        errors: [{
          message: 'Some fields are not valid.',
          extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', fields: { link: ['Enter a valid URL.'] } },
        }],
      },
    };
    const { user } = renderPage([listMock([]), refused]);
    await screen.findByText('No Projects available');
    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    await user.type(within(dialog()).getByLabelText('Title'), 'Library');
    await user.type(within(dialog()).getByLabelText('Link'), 'not a link');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('There was an error saving the project.');
    expect(within(dialog()).getByLabelText('Link')).toHaveAccessibleDescription('Enter a valid URL.');
  });

  it('edits a project in the Edit Project modal', async () => {
    const { user } = renderPage([listMock([HALL])]);
    await screen.findByText('Covered Court', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Edit Covered Court' }));
    expect(within(dialog()).getByRole('heading', { name: 'Edit Project' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Title')).toHaveValue('Covered Court');
    expect(within(dialog()).getByLabelText('Date Ended')).toHaveValue('2025-12-15');
  });

  it('asks before deleting: Keep Project keeps it, Delete Project deletes it', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: DeleteProjectMutation, variables: { id: 1 } },
      result: { data: { deleteProject: true } },
    };
    const { user } = renderPage([listMock([ROAD]), remove, listMock([])]);
    await screen.findByText('Road Repair', { selector: 'td' });

    await user.click(screen.getByRole('button', { name: 'Delete Road Repair' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this project?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep Project' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Road Repair', { selector: 'td' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Road Repair' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('Project deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No Projects available')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to delete project.' when the server refuses", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: DeleteProjectMutation, variables: { id: 1 } },
      result: { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
    };
    const { user } = renderPage([listMock([ROAD]), refused]);
    await screen.findByText('Road Repair', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Delete Road Repair' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete project.');
    expect(screen.getByText('Road Repair', { selector: 'td' })).toBeInTheDocument();
  });

  describe('table state in the address (docs/rules/common.md#table-address)', () => {
    const PATH = '/project-manager';
    function renderAt(query: string) {
      const seen: Record<string, unknown>[] = [];
      const items = [ROAD, HALL].map((item) => ({ __typename: 'Project', ...item }));
      const mock = listPageMock({ query: ProjectListQuery, field: 'projects', typename: 'ProjectPage' }, items, seen, 12);
      const rendered = renderApp({ path: `${PATH}${query}`, routes: [{ path: PATH, element: <ProjectManagerPage /> }], mocks: [mock] });
      return { ...rendered, seen, user: userEvent.setup() };
    }

    it('shows the page, sort and search the address names', async () => {
      const { seen } = renderAt('?page=2&sort=TITLE&dir=DESC&q=road');
      await screen.findByText('Road Repair', { selector: 'td' });
      expect(seen[0]).toEqual({ page: 2, pageSize: 5, search: 'road', sortBy: 'TITLE', sortDirection: 'DESC' });
      expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
      expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('road');
    });

    it('falls back to the defaults for values it does not know', async () => {
      const { seen } = renderAt('?page=zero&sort=PASSWORD&dir=UP');
      await screen.findByText('Road Repair', { selector: 'td' });
      expect(seen[0]).toEqual({ page: 1, pageSize: 5 });
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    });

    it('writes the page, the sort and the search into the address', async () => {
      const { router, user, seen } = renderAt('?q=road');
      await screen.findByText('Road Repair', { selector: 'td' });
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=road&page=3'));
      await user.click(screen.getByRole('button', { name: /^Title/ }));
      await waitFor(() => expect(router.state.location.search).toBe('?q=road&sort=TITLE&dir=ASC'));
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 's');
      await waitFor(() => expect(router.state.location.search).toBe('?q=roads&sort=TITLE&dir=ASC'));
      await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 5, search: 'roads', sortBy: 'TITLE', sortDirection: 'ASC' }));
    });
  });
});
