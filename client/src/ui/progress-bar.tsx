import { useId } from 'react';
import styled from 'styled-components';

const StyledProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.md} 0;

  progress {
    width: 100%;
    height: ${({ theme }) => theme.spacing.md};
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledProgressText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface ProgressBarProps {
  /** What is in progress, e.g. 'Uploading rbi.xlsx'; the bar's name. */
  label: string;
  /** How far it has gone, from 0 to `max`; null while that is not known (a bar that only moves). */
  value: number | null;
  max?: number;
  /** The progress in words, read with the bar, e.g. '5,000 of 50,000 rows'. */
  valueText?: string;
}

/** A labelled progress bar (the native <progress>, which screen readers announce), with the progress in words under it. */
export function ProgressBar({ label, value, max = 1, valueText }: ProgressBarProps) {
  const id = useId();
  return (
    <StyledProgress>
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={max} {...(value !== null && { value: Math.min(value, max) })} aria-valuetext={valueText} />
      {valueText && <StyledProgressText aria-hidden="true">{valueText}</StyledProgressText>}
    </StyledProgress>
  );
}
