import { validate } from 'class-validator';
import { inputErrorFromDatabase } from '../../db/errors';
import { DomainError, ErrorKind } from '../domain-error';
import { toFieldErrors } from '../validate-input';
import { IsFilled, IsText, textProblem } from '../validators';

class Sample {
  @IsText({ max: 5, label: 'First Name' })
  @IsFilled('First Name is required')
  firstName?: unknown;

  @IsText({ max: 20, label: 'Content', multiline: true })
  content?: unknown;
}

async function messages(values: Partial<Sample>): Promise<Record<string, string[]>> {
  return toFieldErrors(await validate(Object.assign(new Sample(), values)));
}

describe('the text rule', () => {
  it('takes text up to its limit and refuses one character more, naming the field', () => {
    expect(textProblem('Maria', { max: 5, label: 'First Name' })).toBeUndefined();
    expect(textProblem('Marias', { max: 5, label: 'First Name' })).toBe('First Name must be at most 5 characters.');
  });

  it.each([
    ['NUL', '\u0000'], ['bell', '\u0007'], ['escape', '\u001B'], ['DEL', '\u007F'], ['C1 next line', '\u0085'], ['C1 CSI', '\u009B'],
    ['left-to-right embedding', '\u202A'], ['right-to-left override', '\u202E'], ['left-to-right isolate', '\u2066'], ['pop directional isolate', '\u2069'],
  ])('refuses the %s character anywhere in the text', (_name, character) => {
    for (const text of [`${character}Juan`, `Ju${character}an`, `Juan${character}`]) {
      expect(textProblem(text, { max: 100, label: 'Address', multiline: true })).toBe('Address contains characters that are not allowed.');
    }
  });

  it('lets tab, line feed and carriage return into multi-line text only', () => {
    const lines = 'First line\r\nSecond\tline\n';
    expect(textProblem(lines, { max: 100, label: 'Content', multiline: true })).toBeUndefined();
    expect(textProblem(lines, { max: 100, label: 'Title' })).toBe('Title contains characters that are not allowed.');
  });

  it('takes letters of every script, emoji and the marks that are not overrides', () => {
    for (const text of ['Ñoño Dela Cruz', 'محمد', '山田 太郎', 'Fiesta 🎉', 'left\u200Eright mark', 'non\u00A0breaking']) {
      expect(textProblem(text, { max: 100, label: 'Name' })).toBeUndefined();
    }
  });
});

describe('IsText on an input', () => {
  it('reports the length or character problem as the field message', async () => {
    expect(await messages({ firstName: 'Marias' })).toEqual({ firstName: ['First Name must be at most 5 characters.'] });
    expect(await messages({ firstName: 'Ma\u202Eri' })).toEqual({ firstName: ['First Name contains characters that are not allowed.'] });
    expect(await messages({ firstName: 'Maria', content: 'Line one\nLine two' })).toEqual({});
  });

  it("leaves the spec's required message to IsFilled", async () => {
    expect(await messages({ firstName: '   ' })).toEqual({ firstName: ['First Name is required'] });
    expect(await messages({})).toEqual({ firstName: ['First Name is required'] });
  });
});

describe('database errors caused by input', () => {
  it('turns a number out of range (22003) into a refusal of the input', () => {
    const error = inputErrorFromDatabase({ driverError: { code: '22003' } });
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.kind).toBe(ErrorKind.BadUserInput);
    expect(error?.message).toBe('A number in the request is out of range.');
    expect(inputErrorFromDatabase({ code: '42P01' })).toBeUndefined();
  });
});
