import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import { welcomeText } from './greeting';
import { authMessages } from './messages';

/** The feature's texts in English, as a component reads them. */
const t = renderHook(() => useMessages(authMessages)).result.current;

describe('welcomeText', () => {
  it('greets by nickname', () => {
    expect(welcomeText(t, 'Jun', 'juan.delacruz@example.com')).toBe('Welcome, Jun');
  });

  it.each(['', '   ', null, undefined])('falls back to the e-mail before the at-sign when the nickname is %j', (nickname) => {
    expect(welcomeText(t, nickname, 'juan.delacruz@example.com')).toBe('Welcome, juan.delacruz');
  });
});
