import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { Banner } from './banner';
import { Button } from './button';
import { uiMessages } from './messages';

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
  const t = useMessages(uiMessages);
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;

  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };

  return (
    <section aria-label={t('recoveryCodes.label')}>
      <Banner variant="warning">{t('recoveryCodes.warning')}</Banner>
      <StyledList>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </StyledList>
      <StyledActions>
        {canCopy && (
          <Button type="button" variant="secondary" onClick={() => void copy().catch(() => setCopied(false))}>
            {t(copied ? 'recoveryCodes.copied' : 'recoveryCodes.copy')}
          </Button>
        )}
        {children}
      </StyledActions>
    </section>
  );
}
