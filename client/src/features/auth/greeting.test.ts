import { describe, expect, it } from 'vitest';
import { welcomeText } from './greeting';

describe('welcomeText', () => {
  it('greets by nickname', () => {
    expect(welcomeText('Jun', 'juan.delacruz@example.com')).toBe('Welcome, Jun');
  });

  it.each(['', '   ', null, undefined])('falls back to the e-mail before the at-sign when the nickname is %j', (nickname) => {
    expect(welcomeText(nickname, 'juan.delacruz@example.com')).toBe('Welcome, juan.delacruz');
  });
});
