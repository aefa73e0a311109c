import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useRuleText } from '../lib/i18n/rule-texts';
import { outlinedButtonStyles } from './button';

/** Internal pieces shared by the form fields; not exported from the ui barrel. */

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export const StyledLabel = styled.label`
  font-weight: 600;
`;

export const controlStyles = css`
  width: 100%;
  font: inherit;
  padding: ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

/** A control with a button beside it. */
export const StyledInputRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The button beside a control in a StyledInputRow (a password's Show/Hide, the event picker's Clear). */
export const StyledSideButton = styled.button`
  flex: none;
  padding: 0 ${({ theme }) => theme.spacing.md};
  ${outlinedButtonStyles}
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label above the control, then an optional hint and the error message. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </StyledField>
  );
}

/**
 * The hint and error paragraphs a control points at with aria-describedby. An error written by a shared rule
 * (in English, as the spec has it) shows in the page's language.
 */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  const ruleText = useRuleText();
  return (
    <>
      {hint && <StyledHint id={hintId(id)}>{hint}</StyledHint>}
      {error && <StyledError id={errorId(id)}>{ruleText(error)}</StyledError>}
    </>
  );
}

/** aria wiring shared by every control: invalid state, and the hint and error text as its description. */
export const fieldAria = (id: string, error?: string, hint?: ReactNode) => {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
};

/** What a control inside a LabelledControl spreads on itself: its id and its aria wiring. */
export type ControlWiring = { id: string } & ReturnType<typeof fieldAria>;

export interface LabelledControlProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Renders the control with the wiring spread on it. */
  children: (wiring: ControlWiring) => ReactNode;
}

/** A control in its FieldShell, its label, hint and error tied to it: the frame of every single-control field. */
export function LabelledControl({ label, error, hint, children }: LabelledControlProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {children({ id, ...fieldAria(id, error, hint) })}
    </FieldShell>
  );
}
