import { firstSpokenLocale, localeFromCookieHeader, negotiateLocale, requestLocale, textMatcher } from '..';

// How a page picks its language (docs/architecture/languages.md#choosing).
describe('the language of a request', () => {
  it('follows Accept-Language by quality, with Tagalog as Filipino, and English when it names none the portal speaks', () => {
    expect(negotiateLocale('fil-PH,fil;q=0.9,en;q=0.8')).toBe('fil');
    expect(negotiateLocale('tl')).toBe('fil');
    expect(negotiateLocale('en-US,en;q=0.9,fil;q=0.8')).toBe('en');
    expect(negotiateLocale('ja;q=0.9, fil;q=0.5, en;q=0.4')).toBe('fil');
    expect(negotiateLocale('en;q=0.2, tl;q=0.7')).toBe('fil');
    expect(negotiateLocale('de, ja')).toBe('en');
    expect(negotiateLocale('fil;q=0')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
  });

  it('takes the guest\'s lang cookie over the browser, and ignores a value it does not speak', () => {
    expect(localeFromCookieHeader('session=x; lang=fil; other=1')).toBe('fil');
    expect(localeFromCookieHeader('lang=de')).toBeUndefined();
    expect(requestLocale({ cookie: 'lang=en', acceptLanguage: 'fil' })).toBe('en');
    expect(requestLocale({ cookie: 'lang=xx', acceptLanguage: 'fil' })).toBe('fil');
  });

  it('reads a browser\'s language list in its order', () => {
    expect(firstSpokenLocale(['ja-JP', 'tl-PH', 'en-US'])).toBe('fil');
    expect(firstSpokenLocale(['de'])).toBeUndefined();
  });
});

describe('finding an English text among the messages', () => {
  const match = textMatcher({
    'fields.required': 'This field is required.',
    'files.tooLarge': 'The file {name} is larger than {max} MB.',
    'generic': 'Error: {detail}',
  });

  it('knows a fixed text, and a template with the values of its arguments', () => {
    expect(match('This field is required.')).toEqual({ key: 'fields.required', values: {} });
    expect(match('The file id.png is larger than 5 MB.')).toEqual({ key: 'files.tooLarge', values: { name: 'id.png', max: '5' } });
  });

  it('prefers the most specific template, and knows nothing else', () => {
    expect(match('Error: The file a.pdf is larger than 2 MB.')).toEqual({ key: 'generic', values: { detail: 'The file a.pdf is larger than 2 MB.' } });
    expect(match('This field is required')).toBeUndefined();
    expect(match('Something else.')).toBeUndefined();
  });
});
