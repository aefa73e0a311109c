import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Banner, BANNER_DISMISS_MS } from './banner';
import { fakeTimersInEachTest } from './testing/fake-timers';
import { renderWithTheme } from './testing/render-with-theme';

describe('Banner', () => {
  fakeTimersInEachTest();

  it('announces errors as alerts and other messages as status', () => {
    const { rerender } = renderWithTheme(<Banner variant="error">Save failed.</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Save failed.');
    rerender(<Banner variant="success">Event added.</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Event added.');
  });

  it('stays without autoDismissMs', () => {
    renderWithTheme(<Banner variant="success">Event added.</Banner>);
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('disappears after autoDismissMs and calls onDismiss once', () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <Banner variant="success" autoDismissMs={BANNER_DISMISS_MS.projects} onDismiss={onDismiss}>Project added successfully!</Banner>,
    );
    act(() => { vi.advanceTimersByTime(4999); });
    expect(screen.getByRole('status')).toHaveTextContent('Project added successfully!');
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('starts a new countdown when the message changes', () => {
    const { rerender } = renderWithTheme(
      <Banner variant="success" autoDismissMs={BANNER_DISMISS_MS.default}>Event added.</Banner>,
    );
    act(() => { vi.advanceTimersByTime(3000); });
    rerender(<Banner variant="success" autoDismissMs={BANNER_DISMISS_MS.default}>Event updated.</Banner>);
    act(() => { vi.advanceTimersByTime(3000); });
    expect(screen.getByRole('status')).toHaveTextContent('Event updated.');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // A different message after the dismissal shows again.
    rerender(<Banner variant="success" autoDismissMs={BANNER_DISMISS_MS.default}>Event deleted.</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Event deleted.');
  });

  it('uses the spec durations', () => {
    expect(BANNER_DISMISS_MS).toEqual({ projects: 5000, default: 4000 });
  });
});
