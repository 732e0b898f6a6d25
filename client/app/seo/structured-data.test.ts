import { describe, expect, it } from 'vitest';
import { intlFor } from '../i18n/intl';
import { loadMessages } from '../i18n/messages';
import { breadcrumbListOf, dayCrumb, homeCrumb } from './breadcrumbs';
import { commentsPostingOf } from './comments-posting';
import { dayJsonLd } from './day-structured-data';
import { CONTENT_LICENSE, entryArticleOf, holidayEventsOf, type EntryForStructuredData } from './entry-article';
import { itemListOf } from './item-list';

const origin = 'https://daypedia.example';

const person: EntryForStructuredData = {
  kind: 'PERSON',
  title: 'Albert Einstein',
  summary: 'Physiker.',
  locale: 'de',
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-02T00:00:00.000Z',
  birth: { iso: '1879-03-14' },
  death: { iso: '1955-04-18' },
  dates: [],
};

describe('structured data', () => {
  it("lists a day's entries in the order shown, with their addresses", () => {
    const list = itemListOf(origin, '14. März', [
      { name: 'Albert Einstein', path: '/de/personen/albert-einstein' },
      { name: 'Pi-Tag', path: '/de/feiertage-und-besondere-tage/pi-tag' },
    ]);
    expect(list).toEqual({
      '@type': 'ItemList',
      name: '14. März',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Albert Einstein', url: `${origin}/de/personen/albert-einstein` },
        { '@type': 'ListItem', position: 2, name: 'Pi-Tag', url: `${origin}/de/feiertage-und-besondere-tage/pi-tag` },
      ],
    });
  });

  it('makes an entry an Article under the licence, in its language, about the person', () => {
    const article = entryArticleOf(person, `${origin}/de/personen/albert-einstein`, null);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Albert Einstein',
      inLanguage: 'de',
      license: CONTENT_LICENSE,
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-02-02T00:00:00.000Z',
      about: { '@type': 'Person', name: 'Albert Einstein', birthDate: '1879-03-14', deathDate: '1955-04-18' },
    });
    expect(CONTENT_LICENSE).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
  });

  it('makes a holiday an Event on each of its coming dates', () => {
    const holiday = {
      ...person,
      kind: 'HOLIDAY',
      title: 'Frühlingsfest',
      dates: [
        { start: { year: 2027, month: 2, day: 6 }, end: { year: 2027, month: 2, day: 12 } },
        { start: { year: 2028, month: 1, day: 26 }, end: { year: 2028, month: 2, day: 1 } },
      ],
    };
    expect(holidayEventsOf(holiday, 'u').map((e) => [e['@type'], (e as { startDate: string }).startDate, (e as { endDate: string }).endDate])).toEqual([
      ['Event', '2027-02-06', '2027-02-12'],
      ['Event', '2028-01-26', '2028-02-01'],
    ]);
    expect(holidayEventsOf(person, 'u')).toEqual([]);
  });

  it('publishes the comments a page shows as a discussion of the entry', () => {
    const posting = commentsPostingOf('Kommentare zu Albert Einstein', { url: 'c', entryUrl: 'e', locale: 'de', totalCount: 1 }, [
      { authorName: 'Ada', text: 'Schön <b>', createdAt: '2026-03-03T00:00:00.000Z' },
    ]);
    expect(posting).toMatchObject({
      '@type': 'DiscussionForumPosting',
      commentCount: 1,
      about: { url: 'e' },
      comment: [{ '@type': 'Comment', text: 'Schön <b>', author: { '@type': 'Person', name: 'Ada' } }],
    });
  });

  it('names the breadcrumbs of an exact date in the language of the page', async () => {
    const ctx = { intl: intlFor('de', await loadMessages('de')), locale: 'de' as const, origin };
    const graph = dayJsonLd(ctx, { summary: { date: '9. November 1989' }, monthDay: { month: 11, day: 9 }, shown: [], year: 1989 }, '/de/tag/9-november-1989');
    // Nothing shown, no list; the trail: home > the day > the date.
    expect(graph['@graph']).toEqual([
      breadcrumbListOf(origin, [
        homeCrumb(ctx.intl, 'de'),
        dayCrumb('de', { month: 11, day: 9 }),
        { name: '9. November 1989', path: '/de/tag/9-november-1989' },
      ]),
    ]);
    expect(graph['@graph'][0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Startseite', item: `${origin}/de` },
        { position: 2, name: '9. November', item: `${origin}/de/9-november` },
        { position: 3, name: '9. November 1989', item: `${origin}/de/tag/9-november-1989` },
      ],
    });
  });
});
