import { describe, expect, it } from 'vitest';
import {
  asksDateEnded, PROJECT_FORM_MESSAGES, projectFieldErrors, projectFormValues, toCreateProjectInput,
  toUpdateProjectInput, validateProjectForm, type ProjectFormValues,
} from './project-form';

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
    expect(validateProjectForm(filled({ status: 'FINISHED' }))).toEqual({ dateEnded: PROJECT_FORM_MESSAGES.dateEndedRequired });
    expect(validateProjectForm(filled({ status: 'FINISHED', dateEnded: '2026-01-09' })))
      .toEqual({ dateEnded: PROJECT_FORM_MESSAGES.dateEndedBeforeStarted });
    expect(validateProjectForm(filled({ status: 'FINISHED', dateEnded: '2026-01-10' }))).toEqual({});
  });

  it('requires a title and accepts images only', () => {
    const pdf = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'photo.png', { type: 'image/png' });
    expect(validateProjectForm(filled({ title: '  ', photo: pdf }))).toEqual({
      title: PROJECT_FORM_MESSAGES.titleRequired,
      photo: PROJECT_FORM_MESSAGES.imageOnly,
    });
    expect(validateProjectForm(filled({ photo: png }))).toEqual({});
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
