import styled from 'styled-components';
import type { ErasurePlanLineFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { erasureMessages } from '../messages';

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding-left: ${({ theme }) => theme.spacing.lg};
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const StyledWhy = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface ErasurePlanLinesProps {
  title: string;
  lines: readonly ErasurePlanLineFieldsFragment[];
}

/** One side of a plan (or what a processed request held): each kind of record, how many, and for what is kept, why. */
export function ErasurePlanLines({ title, lines }: ErasurePlanLinesProps) {
  const t = useMessages(erasureMessages);
  return (
    <section aria-label={title}>
      <StyledHeading>{title}</StyledHeading>
      <StyledList>
        {lines.map((line) => (
          <li key={line.what}>
            {line.what} <StyledCount>({t('plan.records', { count: line.count })})</StyledCount>
            {line.why && <StyledWhy>{t('plan.keptWhy', { why: line.why })}</StyledWhy>}
          </li>
        ))}
      </StyledList>
    </section>
  );
}

export interface ErasurePlanViewProps {
  plan: { erased: readonly ErasurePlanLineFieldsFragment[]; kept: readonly ErasurePlanLineFieldsFragment[] };
}

/** What erasing a resident's data would erase, and what it would keep with each reason: the resident's and the staff's view alike. */
export function ErasurePlanView({ plan }: ErasurePlanViewProps) {
  const t = useMessages(erasureMessages);
  return (
    <>
      <ErasurePlanLines title={t('plan.erasedTitle')} lines={plan.erased} />
      <ErasurePlanLines title={t('plan.keptTitle')} lines={plan.kept} />
    </>
  );
}
