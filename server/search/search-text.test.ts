import { describe, expect, it } from 'vitest';
import { isSearchableTerm, searchWords } from './search-text';

describe('searchWords', () => {
  it('cuts a word where the database reads a modifier letter as an apostrophe, as it indexes the text', () => {
    expect(searchWords('Hawaiʻi')).toEqual(['hawai', 'i']);
    for (const apostrophe of ['ʻ', 'ʼ', 'ʹ', 'ˈ', 'ʽ']) expect(searchWords(`o${apostrophe}clock`)).toEqual(['o', 'clock']);
    // ŉ is ʼn once normalised.
    expect(searchWords('ŉabc')).toEqual(['nabc']);
    expect(searchWords('ʼŉ')).toEqual(['n']);
  });

  it('drops combining marks, alone or on a letter', () => {
    expect(searchWords('\u0301\u0301\u0301')).toEqual([]);
    expect(searchWords('cafe\u0301')).toEqual(['cafe']);
  });
});

describe('isSearchableTerm', () => {
  it('needs three letters or digits once folded', () => {
    for (const term of ['moon', 'Hawaiʻi', '1989', 'ʻokina', 'a b c', 'ｍｏｏｎ']) expect(isSearchableTerm(term), term).toBe(true);
    for (const term of ['\u0301\u0301\u0301', 'ʻʻʻ', 'ʼʹˈ', 'ŉŉ', 'ab', 'a a a', '%%%', '!!!', '🙂🌕🚀', '   ', '', 'é\u0301']) {
      expect(isSearchableTerm(term), JSON.stringify(term)).toBe(false);
    }
  });

  it('takes a Chinese, Japanese or Korean character as enough', () => {
    for (const term of ['月', '登月', 'ポ', '한']) expect(isSearchableTerm(term), term).toBe(true);
  });
});
