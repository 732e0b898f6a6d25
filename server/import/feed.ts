/**
 * Wikipedia's "on this day" feed (Wikimedia's feed API, served by the mobileapps service): each of
 * a day's events is a line of text (CC BY-SA 4.0) with the year and the Wikipedia pages it links,
 * each page with its Wikidata item and revision. The feed is served only for some Wikipedias:
 * among Daypedia's languages, those FEED_LANGUAGES lists (the service's
 * lib/feed/on-this-day.languages.js: en, de, fr, sv, pt, ru, es, ar, bs).
 */
import { YEAR_MIN } from '#shared/article-rules';
import type { MonthDay } from '#shared/calendar';
import type { Locale } from '#shared/locales';
import { BadAnswer, type SourceClient } from './requests';
import type { Tally } from './tally';
import { plainText, shortened, SUMMARY_MAX_LENGTH } from './text';

export const FEED_LANGUAGES: readonly Locale[] = ['en', 'de', 'fr', 'es'];

interface FeedPage {
  wikidataId: string;
  title: string;
  url: string;
  revision: string | null;
}

export interface FeedLine {
  locale: Locale;
  year: number;
  text: string;
  pages: FeedPage[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The feed's address for a language and day: `{lang}` in the base is replaced, else the language is a path segment. */
function feedUrl(base: string, locale: Locale, md: MonthDay): string {
  const root = base.includes('{lang}') ? base.replace('{lang}', locale) : `${base}/${locale}`;
  return `${root}/onthisday/events/${pad(md.month)}/${pad(md.day)}`;
}

interface RawPage {
  wikibase_item?: unknown;
  titles?: { normalized?: unknown };
  normalizedtitle?: unknown;
  title?: unknown;
  revision?: unknown;
  content_urls?: { desktop?: { page?: unknown } };
}

/** A day's lines in a language, each with the pages that have a Wikidata item; unusable lines counted. */
export async function readFeedDay(client: SourceClient, base: string, locale: Locale, md: MonthDay, tally: Tally): Promise<FeedLine[]> {
  const answer = await client.json<{ events?: unknown }>(feedUrl(base, locale, md));
  if (!answer || !Array.isArray(answer.events)) throw new BadAnswer('malformed-answer', `The feed for ${locale} answered without events.`);
  const lines: FeedLine[] = [];
  for (const raw of answer.events as { text?: unknown; year?: unknown; pages?: unknown }[]) {
    if (typeof raw?.text !== 'string' || !Number.isInteger(raw.year) || !Array.isArray(raw.pages)) {
      tally.skip('feed-malformed-line');
      continue;
    }
    const year = raw.year as number;
    if (year <= 0) {
      tally.skip('bce');
      continue;
    }
    if (year < YEAR_MIN) {
      tally.skip('before-year-min');
      continue;
    }
    const { text, hadMarkup } = plainText(raw.text);
    if (hadMarkup) tally.note('markup-removed');
    if (!text) {
      tally.skip('feed-empty-line');
      continue;
    }
    if (text.length > SUMMARY_MAX_LENGTH) tally.note('summary-shortened');
    const pages = (raw.pages as RawPage[]).flatMap((page): FeedPage[] => {
      const title = page?.titles?.normalized ?? page?.normalizedtitle;
      const url = page?.content_urls?.desktop?.page;
      if (typeof page?.wikibase_item !== 'string' || !/^Q\d{1,12}$/.test(page.wikibase_item) || typeof title !== 'string' || typeof url !== 'string') return [];
      if (!/^https?:\/\//.test(url)) return [];
      const revision = typeof page.revision === 'string' || typeof page.revision === 'number' ? String(page.revision) : null;
      return [{ wikidataId: page.wikibase_item, title: plainText(title).text, url, revision }];
    });
    if (!pages.length) {
      tally.skip('feed-no-item');
      continue;
    }
    lines.push({ locale, year, text: shortened(text, SUMMARY_MAX_LENGTH), pages });
  }
  return lines;
}
