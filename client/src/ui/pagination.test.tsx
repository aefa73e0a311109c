import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageItems, Pagination, type PaginationVariant } from './pagination';
import { renderWithTheme } from './testing/render-with-theme';

function Controlled({ pageCount, initial = 1, variant }: { pageCount: number; initial?: number; variant?: PaginationVariant }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} variant={variant} />;
}

const currentPage = () => screen.getByRole('button', { current: 'page' });

describe('Pagination', () => {
  it('renders nothing with a single page or none', () => {
    const { container, rerender } = renderWithTheme(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} pageCount={0} onPageChange={() => {}} variant="full" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('numbers variant: one button per page, the current one marked, no first/last controls', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2', '3']);
    expect(currentPage()).toHaveAccessibleName('Page 2');
    expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('full variant: first, previous, next and last move and are disabled at the ends', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled pageCount={4} variant="full" />);
    const first = screen.getByRole('button', { name: 'First page' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    const last = screen.getByRole('button', { name: 'Last page' });

    expect(first).toBeDisabled();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(last).toBeEnabled();

    await user.click(next);
    expect(currentPage()).toHaveAccessibleName('Page 2');
    expect(previous).toBeEnabled();
    await user.click(last);
    expect(currentPage()).toHaveAccessibleName('Page 4');
    expect(next).toBeDisabled();
    expect(last).toBeDisabled();
    await user.click(previous);
    expect(currentPage()).toHaveAccessibleName('Page 3');
    await user.click(first);
    expect(currentPage()).toHaveAccessibleName('Page 1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(currentPage()).toHaveAccessibleName('Page 3');
  });

  it('shortens long ranges around the current page', () => {
    renderWithTheme(<Pagination page={10} pageCount={20} onPageChange={() => {}} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '9', '10', '11', '20']);
  });
});

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last, the current page and its neighbours beyond 7', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
