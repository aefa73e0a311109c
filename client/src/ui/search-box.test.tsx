import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';
import { renderWithTheme } from './testing/render-with-theme';
import { Thumbnail } from './thumbnail';

function Harness({ hideLabel }: { hideLabel?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox label="Search projects" hideLabel={hideLabel} placeholder="Search by project title" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('SearchBox', () => {
  it('is a labelled search input with a placeholder that reports each change', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const input = screen.getByRole('searchbox', { name: 'Search projects' });
    expect(input).toHaveAttribute('placeholder', 'Search by project title');
    await user.type(input, 'road');
    expect(screen.getByRole('status')).toHaveTextContent('road');
  });

  it('keeps its label for screen readers when hidden', () => {
    renderWithTheme(<Harness hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toBeInTheDocument();
  });
});

describe('Thumbnail', () => {
  it('shows the photo with its alt text', () => {
    renderWithTheme(<Thumbnail src="/media/road.png" alt="Road repair" />);
    expect(screen.getByRole('img', { name: 'Road repair' })).toHaveAttribute('src', '/media/road.png');
  });

  it("shows 'No Photo' without a URL", () => {
    renderWithTheme(<Thumbnail src={null} alt="Road repair" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No Photo')).toBeInTheDocument();
  });
});
