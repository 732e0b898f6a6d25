import { describe, expect, it } from 'vitest';
import { readSearchParams, searchPageAfter, searchPagePath } from './search-params';

const read = (query: string) => readSearchParams(new URLSearchParams(query));

describe('the address of a search', () => {
  it('reads the words, the kind and the page', () => {
    expect(read('q=Mondlandung')).toEqual({ query: 'Mondlandung', kind: null, page: 1 });
    expect(read('q=+apollo+11+&kind=person&page=3')).toEqual({ query: 'apollo 11', kind: 'PERSON', page: 3 });
    expect(read('')).toEqual({ query: '', kind: null, page: 1 });
    expect(read('q=x&kind=')).toEqual({ query: 'x', kind: null, page: 1 });
  });

  it('names nothing with a kind or a page the site does not write', () => {
    for (const query of ['q=x&kind=PERSON', 'q=x&kind=personal', 'q=x&page=1', 'q=x&page=0', 'q=x&page=02', 'q=x&page=51', 'q=x&page=-1', 'q=x&page=2.5'])
      expect(read(query), query).toBeNull();
  });

  it('writes what it reads back', () => {
    expect(searchPagePath('de', '9. November 1989', null)).toBe('/de/suche?q=9.+November+1989');
    expect(searchPagePath('en', 'apollo', 'EVENT', 2)).toBe('/search?q=apollo&kind=event&page=2');
    expect(searchPagePath('zh', '', 'EVENT')).toBe('/zh/sousuo');
    const url = new URL(searchPagePath('ja', '月面着陸', 'HOLIDAY', 4), 'https://daypedia.test');
    expect(readSearchParams(url.searchParams)).toEqual({ query: '月面着陸', kind: 'HOLIDAY', page: 4 });
  });

  it('starts a numbered page after the last result of the page before, as the search writes its cursors', () => {
    expect(searchPageAfter(1)).toBeNull();
    expect(searchPageAfter(2)).toBe(Buffer.from('search:19').toString('base64url'));
    expect(searchPageAfter(50)).toBe(Buffer.from('search:979').toString('base64url'));
  });
});
