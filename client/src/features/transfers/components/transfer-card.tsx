import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../ui';

/**
 * The sections come last on the screens the app adds them to, and are there only when they have something to show:
 * the space above them is theirs, so a screen without them looks as it did.
 */
const StyledSpace = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

/** A quiet line saying what the section is about. */
export const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function TransferCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledSpace>
      <Card title={title}>{children}</Card>
    </StyledSpace>
  );
}
