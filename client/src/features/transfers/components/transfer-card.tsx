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

export function TransferCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledSpace>
      <Card title={title}>{children}</Card>
    </StyledSpace>
  );
}
