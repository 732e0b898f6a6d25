import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { FEED_FORMATS, holidayCalendarPath, personalCalendarPath, READING_FEEDS, readingFeedPath, singleHolidayCalendarPath } from '#shared/paths';
import { feedRequestOf } from './feed-paths';

describe('subscription paths', () => {
  it.each(LOCALES)('are read back as the paths of %s write them', (locale) => {
    expect(feedRequestOf(holidayCalendarPath(locale, 'TR'))).toEqual({ kind: 'country-holidays', locale, country: 'tr' });
    expect(feedRequestOf(singleHolidayCalendarPath(locale, 'easter-sunday'))).toEqual({ kind: 'holiday', locale, slug: 'easter-sunday' });
    expect(feedRequestOf(personalCalendarPath(locale, 'a'.repeat(43)))).toEqual({ kind: 'personal', locale, secret: 'a'.repeat(43) });
    for (const feed of READING_FEEDS)
      for (const format of FEED_FORMATS) expect(feedRequestOf(readingFeedPath(locale, feed, format))).toEqual({ kind: 'reading', locale, feed, format });
  });

  it('name nothing when the site would not write them', () => {
    for (const path of [
      '/xx/calendars/holidays-tr.ics',
      '/en/calendars/holidays-tr.ics',
      '/calendars/holidays-TR.ics',
      '/calendars/holidays-tr.ical',
      '/calendars/holiday/.ics',
      `/calendars/holiday/${'a'.repeat(201)}.ics`,
      '/calendars/holiday/%E0%A4%A.ics',
      '/calendars/holiday/a%00b.ics',
      '/calendars/other/x.ics',
      '/feeds/today',
      '/feeds/today.json',
      '/feeds/today.rss.rss',
      '/feeds/today.rss/more',
    ])
      expect(feedRequestOf(path), path).toBeNull();
  });
});
