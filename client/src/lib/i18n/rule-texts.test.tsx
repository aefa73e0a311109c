import { INVALID_EMAIL_MESSAGE } from '@barangay-portal/domain';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import filipino from '../../../../packages/domain/src/i18n/catalogues/fil.json';
import { theme } from '../../theme';
import { TextField } from '../../ui';
import { LanguageProvider } from './language-context';
import { createLanguageStore } from './language-store';

// The shared rules' messages, checked in the browser before the server does, show in the page's language
// (docs/architecture/languages.md#server-texts).
const field = (locale: 'en' | 'fil', error: string) => (
  <ThemeProvider theme={theme}>
    <LanguageProvider store={createLanguageStore(locale)}>
      <TextField label="E-mail" value="juan@" onChange={() => undefined} error={error} />
    </LanguageProvider>
  </ThemeProvider>
);

describe('a field message written by a shared rule', () => {
  it('reads as the spec writes it in English', () => {
    render(field('en', INVALID_EMAIL_MESSAGE));
    expect(screen.getByText(INVALID_EMAIL_MESSAGE)).toBeInTheDocument();
  });

  it('reads in Filipino on a Filipino page, arguments and all', async () => {
    await act(async () => {
      render(field('fil', INVALID_EMAIL_MESSAGE));
    });
    expect(await screen.findByText(filipino.rules['text.invalidEmail'])).toBeInTheDocument();
    await act(async () => {
      render(field('fil', 'The file is larger than 5 MB.'));
    });
    expect(await screen.findByText(filipino.rules['uploads.fileTooLarge'].replace('{max}', '5'))).toBeInTheDocument();
  });

  it('stays as written when the catalogue does not know it', async () => {
    await act(async () => {
      render(field('fil', 'Juan said no.'));
    });
    expect(await screen.findByText('Juan said no.')).toBeInTheDocument();
  });
});
