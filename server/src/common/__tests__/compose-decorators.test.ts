import { IsOptional, MaxLength, validate } from 'class-validator';
import { composeDecorators } from '../compose-decorators';
import { IsOptionalDate, IsWebUrl } from '../field-validators';
import { toFieldErrors } from '../validate-input';
import { IsFilled, IsRequiredText, IsText } from '../validators';

const NAME = { max: 5, label: 'Name', required: 'Name is required' };

class Stacked {
  @MaxLength(3, { message: 'Code is too long.' })
  @IsText({ max: 4, label: 'Code' })
  @IsWebUrl('Enter a valid URL.')
  @IsFilled('Code is required')
  code?: unknown;
}

class Composed {
  @composeDecorators(
    MaxLength(3, { message: 'Code is too long.' }),
    IsText({ max: 4, label: 'Code' }),
    IsWebUrl('Enter a valid URL.'),
    IsFilled('Code is required'),
  )
  code?: unknown;
}

class Sample {
  @IsRequiredText(NAME)
  name?: unknown;

  @IsOptional()
  @IsRequiredText(NAME)
  nickname?: unknown;

  @IsOptionalDate()
  termStart?: unknown;
}

async function constraintsOf(input: object): Promise<string[]> {
  return (await validate(input)).flatMap((error) => Object.keys(error.constraints ?? {}));
}

async function messages(values: Partial<Sample>): Promise<Record<string, string[]>> {
  return toFieldErrors(await validate(Object.assign(new Sample(), values)));
}

describe('composeDecorators', () => {
  it('applies its decorators as the same stack written out would, in the same order', async () => {
    for (const code of ['', 'abcde', 'ab\u202Ec', 'abcd']) {
      expect(await constraintsOf(Object.assign(new Composed(), { code }))).toEqual(await constraintsOf(Object.assign(new Stacked(), { code })));
    }
    // The bottom one first: the order decides which message a field shows (validate-input.ts).
    expect(await constraintsOf(Object.assign(new Composed(), { code: 'abcde' }))).toEqual(['isWebUrl', 'isText', 'maxLength']);
  });
});

describe('the composed field rules', () => {
  it('IsRequiredText says the required message for nothing, and the text rule for too much', async () => {
    expect(await messages({ name: '  ', nickname: 'Ana' })).toEqual({ name: ['Name is required'] });
    expect(await messages({ name: 'Marias' })).toEqual({ name: ['Name must be at most 5 characters.'] });
    expect(await messages({ name: 'Maria', nickname: '' })).toEqual({ nickname: ['Name is required'] });
  });

  it('IsOptionalDate lets nothing or empty text pass and refuses what is not a date', async () => {
    expect(await messages({ name: 'Maria', termStart: '' })).toEqual({});
    expect(await messages({ name: 'Maria', termStart: '2024-02-30' })).toEqual({ termStart: ['Enter a valid date (YYYY-MM-DD).'] });
  });
});
