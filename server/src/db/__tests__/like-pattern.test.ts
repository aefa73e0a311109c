import { containsPattern } from '../like-pattern';

describe('containsPattern (a "contains" search in any letter case)', () => {
  it('matches the trimmed text anywhere, in lower case', () => {
    expect(containsPattern('  Dela Cruz ')).toBe('%dela cruz%');
  });

  it('keeps every row for a search that is missing, empty or only spaces', () => {
    for (const search of [undefined, null, '', '   ']) expect(containsPattern(search)).toBeUndefined();
  });

  it('escapes LIKE\'s wildcards and its escape character, so they match only themselves', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
