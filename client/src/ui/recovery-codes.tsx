import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Banner } from './banner';
import { Button } from './button';

const StyledList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.lg};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** What comes after (a Continue or Done button). */
  children?: ReactNode;
}

/**
 * One-time recovery codes, shown once: the portal keeps only their hashes. Copying them is offered where
 * the browser allows it; writing them down works everywhere.
 */
export function RecoveryCodes({ codes, children }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };

  return (
    <section aria-label="Recovery codes">
      <Banner variant="warning">
        Save these recovery codes now: they will not be shown again. Each one signs you in once if you lose your
        phone. Write them down or keep them somewhere safe, away from your phone.
      </Banner>
      <StyledList>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </StyledList>
      <StyledActions>
        {canCopy && (
          <Button type="button" variant="secondary" onClick={() => void copy().catch(() => setCopied(false))}>
            {copied ? 'Copied' : 'Copy codes'}
          </Button>
        )}
        {children}
      </StyledActions>
    </section>
  );
}
