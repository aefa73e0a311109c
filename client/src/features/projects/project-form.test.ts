import { PROJECT_FIELDS } from '@barangay-portal/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import { projectsMessages } from './messages';
import {
  asksDateEnded, projectFieldErrors, projectFormValues, toCreateProjectInput,
  toUpdateProjectInput, validateProjectForm as validateIn, type ProjectFormValues,
} from './project-form';

// The form's messages in English, the default language.
const t = renderHook(() => useMessages(projectsMessages)).result.current;
const validateProjectForm = (values: ProjectFormValues) => validateIn(values, t);

const filled = (overrides: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...projectFormValues(),
  title: 'Road Repair',
  description: 'Concreting of Purok 2 road',
  dateStarted: '2026-01-10',
  ...overrides,
});

describe('project form', () => {
  it('asks for Date Ended only when finished', () => {
    expect(asksDateEnded('FINISHED')).toBe(true);
    expect(asksDateEnded('ONGOING')).toBe(false);
    expect(asksDateEnded('')).toBe(false);
  });

  it('requires Date Ended when finished, not before Date Started', () => {
    expect(validateProjectForm(filled({ status: 'ONGOING' }))).toEqual({});
    expect(validateProjectForm(filled({ status: 'FINISHED' }))).toEqual({ dateEnded: 'Date Ended is required' });
    expect(validateProjectForm(filled({ status: 'FINISHED', dateEnded: '2026-01-09' })))
      .toEqual({ dateEnded: 'Date Ended cannot be before Date Started.' });
    expect(validateProjectForm(filled({ status: 'FINISHED', dateEnded: '2026-01-10' }))).toEqual({});
  });

  it('requires a title and accepts images only', () => {
    const pdf = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'photo.png', { type: 'image/png' });
    expect(validateProjectForm(filled({ title: '  ', photo: pdf }))).toEqual({
      title: 'Title is required',
      photo: 'Please choose an image file.',
    });
    expect(validateProjectForm(filled({ photo: png }))).toEqual({});
  });

  it('says in English what the server says', () => {
    const errors = validateProjectForm(filled({ title: '', status: '', dateStarted: '' }));
    expect(errors).toEqual({ title: PROJECT_FIELDS.title.required, status: PROJECT_FIELDS.statusRequired });
    expect(validateProjectForm(filled({ status: 'FINISHED', dateEnded: '2026-01-09' })).dateEnded).toBe(PROJECT_FIELDS.dateEndedBeforeStarted);
  });

  it('leaves empty optional fields out of a new project and drops the end date of an ongoing one', () => {
    expect(toCreateProjectInput(filled({ status: 'ONGOING', dateEnded: '2026-02-01', link: ' ' }))).toEqual({
      title: 'Road Repair', description: 'Concreting of Purok 2 road', status: 'ONGOING',
      dateStarted: '2026-01-10', dateEnded: null, link: null,
    });
    expect(toCreateProjectInput(filled({ status: 'FINISHED', dateEnded: '2026-02-01', link: 'https://example.org' })))
      .toMatchObject({ status: 'FINISHED', dateEnded: '2026-02-01', link: 'https://example.org' });
  });

  it('sends every field on update, so a cleared one is cleared', () => {
    expect(toUpdateProjectInput(filled({ status: 'FINISHED', dateStarted: '', dateEnded: '2026-02-01', link: '' }))).toEqual({
      title: 'Road Repair', description: 'Concreting of Purok 2 road', status: 'FINISHED',
      dateStarted: '', dateEnded: '2026-02-01', link: '',
    });
  });

  it('puts the server field messages on the form fields', () => {
    expect(projectFieldErrors({ dateEnded: 'Date Ended cannot be before Date Started.', projectPhoto: 'Upload an image.', other: 'x' }))
      .toEqual({ dateEnded: 'Date Ended cannot be before Date Started.', photo: 'Upload an image.' });
  });
});
