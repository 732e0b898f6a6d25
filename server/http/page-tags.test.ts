import { describe, expect, it } from 'vitest';
import { pageTagsOf, readingPageOf } from './page-tags';

describe('the tags of a page', () => {
  it('name what a reading page shows, by its address, in every language', () => {
    expect(pageTagsOf('/march-14')).toEqual(['day:3-14']);
    expect(pageTagsOf('/de/14-maerz')).toEqual(['day:3-14']);
    expect(pageTagsOf('/march-14/births')).toEqual(['day:3-14']);
    expect(pageTagsOf('/march-14/events/3')).toEqual(['day:3-14']);
    expect(pageTagsOf('/day/march-14-1969')).toEqual(['day:3-14', 'year:1969']);
    expect(pageTagsOf('/day/march-14-1969/deaths/2')).toEqual(['day:3-14', 'year:1969']);
    expect(pageTagsOf('/year/1969')).toEqual(['year:1969']);
    expect(pageTagsOf('/de/jahr/1969/geboren/2')).toEqual(['year:1969']);
    expect(pageTagsOf('/november')).toEqual(['month:11']);
    expect(pageTagsOf('/events/apollo-11')).toEqual(['slug:en:apollo-11']);
    expect(pageTagsOf('/de/personen/ada-lovelace-kommentare')).toEqual(['slug:de:ada-lovelace-kommentare', 'slug:de:ada-lovelace']);
    expect(pageTagsOf('/author-articles/u1')).toEqual(['author:u1']);
    for (const path of ['/de', '/events', '/events/century/20', '/holidays-and-occasions', '/about-us', '/api'])
      expect(pageTagsOf(path), path).toEqual(['listings']);
  });

  it('take the slug as the database holds it, not as the address encodes it', () => {
    expect(pageTagsOf('/zh/shijian/%E6%9C%88')).toEqual(['slug:zh:月']);
  });

  it('call every other page a listing, and name no reading page where the address names nothing', () => {
    for (const path of [
      '/search',
      '/login',
      '/user/edit-profile',
      '/march-32',
      '/march-14/events/1',
      '/march-14/events/100001',
      '/year/3000',
      '/march-14.data',
      '/events/apollo-11.data',
      '/de/ereignisse/apollo-11.data',
      '/_.data',
      '/%',
    ])
      expect(readingPageOf(path), path).toBeNull();
    expect(pageTagsOf('/login')).toEqual(['listings']);
  });

  it('let a comments page alone read its page number', () => {
    expect(Object.keys(readingPageOf('/events/apollo-11-comments')!.params)).toContain('page');
    expect(Object.keys(readingPageOf('/events/apollo-11')!.params)).not.toContain('page');
    expect(Object.keys(readingPageOf('/march-14')!.params)).not.toContain('kind');
  });
});
