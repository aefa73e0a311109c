import { renderHook } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from './i18n/language-context';
import { createLanguageStore } from './i18n/language-store';
import { loadNamespace } from './i18n/translators';
import { commonMessages } from './messages';
import { useOrMissing } from './missing-value';

describe('the word for a missing value', () => {
  it("is 'N/A' on an English page, for nothing and for blanks alike", () => {
    const inPage = renderHook(() => useOrMissing()).result.current;
    expect(inPage(null)).toBe('N/A');
    expect(inPage(undefined)).toBe('N/A');
    expect(inPage('  ')).toBe('N/A');
    expect(inPage('Kagawad')).toBe('Kagawad');
  });

  it('is the page language\'s word on a Filipino page', async () => {
    const store = createLanguageStore('fil');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LanguageProvider store={store}><Suspense fallback={null}>{children}</Suspense></LanguageProvider>
    );
    // Loaded first, as a server-rendered page has them before it hydrates: the hook then does not suspend.
    await loadNamespace('fil', commonMessages);
    const { result } = renderHook(() => useOrMissing(), { wrapper });
    expect(result.current('')).toBe('Wala');
    expect(result.current('Kagawad')).toBe('Kagawad');
  });
});
