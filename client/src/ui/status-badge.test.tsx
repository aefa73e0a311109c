import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { StatusBadge } from './status-badge';
import { eventStatusTone, requestStatusLabel, requestStatusTone } from './status-tones';
import { renderWithTheme } from './testing/render-with-theme';

describe('StatusBadge', () => {
  it('shows the label in the colour of its tone', () => {
    renderWithTheme(<StatusBadge tone={eventStatusTone('Cancelled')}>Cancelled</StatusBadge>);
    const badge = screen.getByText('Cancelled');
    expect(badge).toHaveAttribute('data-tone', 'red');
    expect(badge).toHaveStyle({ color: theme.statusColors.red.text });
  });

  it('can show a decorative status icon in the vivid colour', () => {
    renderWithTheme(
      <StatusBadge tone={requestStatusTone('PROCESSING')} icon appearance="text">{requestStatusLabel('PROCESSING')}</StatusBadge>,
    );
    const badge = screen.getByText('Processing');
    const dot = badge.querySelector('[aria-hidden="true"]');
    expect(dot).not.toBeNull();
    expect(dot).toHaveStyle({ backgroundColor: theme.statusColors.yellow.solid });
  });
});
