import { LANGUAGE_NAMES, LOCALES } from '@barangay-portal/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { useLanguageStore, useLocale, useMessages } from '../../lib/i18n/language-context';
import { shellMessages } from '../messages';

/** A full-size tap target (48 px) that looks like the bar's links. */
const StyledSwitch = styled.button`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borderWidths.thin} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  background: transparent;
  font: inherit;
  cursor: pointer;

  &:disabled { cursor: progress; }
`;

/**
 * The language switch (docs/architecture/languages.md#choosing): one button naming the other language in that
 * language, so someone who reads only it finds it. The page changes once the new language's texts are there.
 */
export function LanguageSwitch() {
  const t = useMessages(shellMessages);
  const store = useLanguageStore();
  const locale = useLocale();
  const [switching, setSwitching] = useState(false);
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;

  const choose = () => {
    setSwitching(true);
    void store.choose(other).finally(() => setSwitching(false));
  };

  return (
    <StyledSwitch type="button" onClick={choose} disabled={switching} aria-label={t('switchLanguage', { language: LANGUAGE_NAMES[other] })}>
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </StyledSwitch>
  );
}
