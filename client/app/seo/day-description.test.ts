import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#shared/locales';
import { intlFor } from '../i18n/intl';
import { loadMessages } from '../i18n/messages';
import { dayDescription, type DayCounts } from './day-description';

const nothing: DayCounts = { date: '14', holidays: 0, events: 0, births: 0, deaths: 0, personalEntries: 0 };
const describeIn = async (locale: Locale, counts: Partial<DayCounts>) =>
  dayDescription(intlFor(locale, await loadMessages(locale)), { ...nothing, date: 'DATE', ...counts });

describe('a day page describes itself', () => {
  it('naming only the sections that list something', async () => {
    expect(await describeIn('en', { events: 3, deaths: 1 })).toBe('What happened on DATE: 3 events and 1 death.');
    expect(await describeIn('en', { holidays: 2, events: 1, births: 4, deaths: 2, personalEntries: 1 })).toBe(
      'What happened on DATE: 2 holidays, 1 event, 4 births, 2 deaths, and 1 personal entry.',
    );
    expect(await describeIn('de', { births: 1 })).toBe('Was am DATE geschah: 1 Geburtstag.');
    expect(await describeIn('ja', { events: 2, births: 1 })).toBe('DATEに何があったか：出来事 2 件、誕生 1 人。');
  });

  it.each(LOCALES)('never says a zero in %s', async (locale) => {
    for (const counts of [{ events: 5 }, { births: 7, holidays: 1 }, { deaths: 9, personalEntries: 3 }, {}]) {
      const text = await describeIn(locale, counts);
      expect(text).toContain('DATE');
      expect(text, text).not.toMatch(/(^|\D)0(\D|$)/);
    }
  });

  it('says that nothing is listed yet on an empty day', async () => {
    expect(await describeIn('en', {})).toBe('DATE on Daypedia: nothing is listed for this day yet.');
  });
});
