import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import { FileField } from './file-field';
import { TextField } from './form-field';
import { NumberField } from './number-field';
import { renderWithTheme } from './testing/render-with-theme';
import { TextAreaField } from './textarea-field';
import { useDebouncedValue } from './use-debounced-value';

describe('TextAreaField', () => {
  it('is a labelled multi-line control reporting its text', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return <TextAreaField label="Content" value={value} onChange={setValue} />;
    }
    renderWithTheme(<Harness />);
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'Line 1{Enter}Line 2');
    expect(area).toHaveValue('Line 1\nLine 2');
  });

  it('shows its error, described and marked invalid', () => {
    renderWithTheme(<TextAreaField label="Content" value="" onChange={() => {}} error="Content is required" />);
    const area = screen.getByRole('textbox', { name: 'Content' });
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription('Content is required');
  });
});

describe('CheckboxField', () => {
  it('toggles with its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<CheckboxField label="Featured" checked={false} onChange={onChange} />);
    await user.click(screen.getByText('Featured'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked();
  });

  it('shows its error', () => {
    renderWithTheme(<CheckboxField label="I agree" checked={false} onChange={() => {}} error="Please agree" />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Please agree');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInvalid();
  });
});

describe('DateField', () => {
  it('is a date input passing YYYY-MM-DD through unchanged', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<DateField label="Date Ended" value="" onChange={onChange} min="2026-01-01" error="Date Ended is required" />);
    const input = screen.getByLabelText('Date Ended');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    expect(input).toHaveAccessibleDescription('Date Ended is required');
    await user.type(input, '2026-03-05');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
  });
});

describe('NumberField', () => {
  function Harness({ onValue }: { onValue: (value: number | null) => void }) {
    const [value, setValue] = useState<number | null>(null);
    return (
      <NumberField
        label="Expected Attendees"
        value={value}
        min={0}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it('reports numbers, and null when emptied', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Expected Attendees' });
    await user.type(input, '120');
    expect(onValue).toHaveBeenLastCalledWith(120);
    expect(input).toHaveValue(120);
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue(null);
  });

  it('shows its error', () => {
    renderWithTheme(<NumberField label="Actual Attendees" value={null} onChange={() => {}} error="Required" />);
    expect(screen.getByRole('spinbutton', { name: 'Actual Attendees' })).toHaveAccessibleDescription('Required');
  });
});

describe('FileField', () => {
  const createObjectURL = vi.fn(() => 'blob:preview-1');
  const revokeObjectURL = vi.fn();
  // Put back onto URL itself afterwards, so `this` is URL again.
  // oxlint-disable-next-line typescript/unbound-method
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
    Object.assign(URL, original);
  });

  it('passes the accept attribute, reports the file and names it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<FileField label="Project Photo" accept="image/*" onChange={onChange} />);
    const input = screen.getByLabelText('Project Photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File(['png'], 'road.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('Chosen file: road.png')).toBeInTheDocument();
    // No preview unless asked for.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('previews a chosen image and revokes the URL when it is replaced or unmounted', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(
      <FileField label="Event Photo" accept="image/*" preview currentUrl="/media/old.png" onChange={() => {}} />,
    );
    expect(screen.getByRole('img', { name: 'Event Photo preview' })).toHaveAttribute('src', '/media/old.png');

    await user.upload(screen.getByLabelText('Event Photo'), new File(['a'], 'a.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Event Photo preview' })).toHaveAttribute('src', 'blob:preview-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    createObjectURL.mockReturnValueOnce('blob:preview-2');
    await user.upload(screen.getByLabelText('Event Photo'), new File(['b'], 'b.png', { type: 'image/png' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('img', { name: 'Event Photo preview' })).toHaveAttribute('src', 'blob:preview-2');

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('does not preview a file that is not an image (a PDF valid ID)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FileField label="Valid ID" accept="image/*,application/pdf" preview onChange={() => {}} error="Please select a valid ID file to upload." />);
    const input = screen.getByLabelText('Valid ID');
    expect(input).toHaveAccessibleDescription('Please select a valid ID file to upload.');
    await user.upload(input, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Chosen file: id.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe('TextField hint', () => {
  it('describes the control with its hint and its error', () => {
    renderWithTheme(<TextField label="Contact Number" value="" onChange={() => {}} hint="At most 11 characters" error="Required" />);
    expect(screen.getByRole('textbox', { name: 'Contact Number' })).toHaveAccessibleDescription('At most 11 characters Required');
  });
});

describe('useDebouncedValue', () => {
  it('follows the value once it has been still for the delay', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
      rerender({ value: 'r' });
      act(() => { vi.advanceTimersByTime(200); });
      rerender({ value: 'ro' });
      act(() => { vi.advanceTimersByTime(200); });
      expect(result.current).toBe('');
      act(() => { vi.advanceTimersByTime(100); });
      expect(result.current).toBe('ro');
    } finally {
      vi.useRealTimers();
    }
  });
});
