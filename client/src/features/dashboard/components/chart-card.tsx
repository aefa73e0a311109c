import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../ui';

const StyledChartBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** Victory's responsive SVG fills this frame's width; `$narrow` keeps a doughnut from growing huge. */
export const StyledChartFrame = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? `calc(${theme.layout.formMaxWidth}px * 0.6)` : 'none')};
  margin: 0 auto;
`;

export const StyledChartNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg} 0;
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;

/** A chart inside the shared card (light shadow), its title as a visible h3. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} titleAs="h3">
      <StyledChartBody>{children}</StyledChartBody>
    </Card>
  );
}
