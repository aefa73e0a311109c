import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';
import { renderWithTheme } from './testing/render-with-theme';

function Layout() {
  return (
    <>
      <SkipLink targetId="main" />
      <nav aria-label="Side menu"><a href="/dashboard">Dashboard</a><a href="/project-list">Project Manager</a></nav>
      <main id="main" tabIndex={-1}><button type="button">Add Project</button></main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first focus stop and moves the focus to main, so the next Tab skips the menu', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Layout />);
    const before = window.location.href;
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Project' })).toHaveFocus();
    // The address does not change (no #main added to the route).
    expect(window.location.href).toBe(before);
  });
});
