import type { IntlShape } from 'react-intl';
import type { Locale } from '#shared/locales';
import { FEED_FORMATS, readingFeedPath, type ReadingFeed } from '#shared/paths';
import type { FeedAlternate } from './seo';

const TITLE_ID: Record<ReadingFeed, string> = { today: 'feeds.today.title', 'new-articles': 'feeds.newArticles.title' };

/** A page's reading feeds in the page's language, each as RSS and as Atom, for its `<link rel="alternate">` tags. */
export function feedAlternates(intl: IntlShape, locale: Locale, feeds: readonly ReadingFeed[]): FeedAlternate[] {
  return feeds.flatMap((feed) =>
    FEED_FORMATS.map((format) => ({
      format,
      path: readingFeedPath(locale, feed, format),
      title: intl.formatMessage({ id: format === 'rss' ? 'feeds.format.rss' : 'feeds.format.atom' }, { title: intl.formatMessage({ id: TITLE_ID[feed] }) }),
    })),
  );
}
