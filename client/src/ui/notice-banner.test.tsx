import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_DISMISS_MS } from './banner';
import { NoticeBanner, useNotice } from './notice-banner';
import { fakeTimersInEachTest } from './testing/fake-timers';
import { renderWithTheme } from './testing/render-with-theme';

describe('useNotice', () => {
  it('gives every message a new id, also the same text again, and clears', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show('success', 'Project added successfully!'));
    const first = result.current.notice;
    act(() => result.current.show('success', 'Project added successfully!'));
    expect(result.current.notice).toMatchObject({ variant: 'success', text: 'Project added successfully!' });
    expect(result.current.notice?.id).not.toBe(first?.id);
    act(() => result.current.show('error', 'Failed to delete project.'));
    expect(result.current.notice).toMatchObject({ variant: 'error', text: 'Failed to delete project.' });
    act(() => result.current.clear());
    expect(result.current.notice).toBeNull();
  });
});

describe('NoticeBanner', () => {
  fakeTimersInEachTest();

  it('hides a success after the given time and restarts the countdown for a new id with the same text', () => {
    const onDismiss = vi.fn();
    const { rerender } = renderWithTheme(
      <NoticeBanner notice={{ id: 1, variant: 'success', text: 'Saved.' }} onDismiss={onDismiss} dismissMs={BANNER_DISMISS_MS.projects} />,
    );
    act(() => { vi.advanceTimersByTime(4000); });
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    rerender(<NoticeBanner notice={{ id: 2, variant: 'success', text: 'Saved.' }} onDismiss={onDismiss} dismissMs={BANNER_DISMISS_MS.projects} />);
    act(() => { vi.advanceTimersByTime(4000); });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1000); });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('keeps an error, and shows 4 s successes by default', () => {
    const { rerender } = renderWithTheme(<NoticeBanner notice={{ id: 1, variant: 'error', text: 'Delete failed.' }} onDismiss={() => undefined} />);
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(screen.getByRole('alert')).toHaveTextContent('Delete failed.');
    rerender(<NoticeBanner notice={{ id: 2, variant: 'success', text: 'Event added.' }} onDismiss={() => undefined} />);
    act(() => { vi.advanceTimersByTime(BANNER_DISMISS_MS.default - 1); });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
