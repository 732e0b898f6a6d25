import { isbot } from 'isbot';
import { FormattedMessage } from 'react-intl';
import { data, redirect } from 'react-router';
import type { Route } from './+types/home';
import { TodayTeaser } from '../days/TodayTeaser';
import { WriteCallToAction } from '../components/WriteCallToAction';
import { graphql } from '../graphql';
import { homeAlternates } from '../lib/alternates';
import { Calendar } from '../days/Calendar';
import { ThisWeek } from '../days/ThisWeek';
import { detectLocale } from '../lib/detect-locale';
import { readLocaleCookie } from '../lib/locale-cookie';
import { homePath } from '#shared/paths';
import { renderContext } from '../lib/request-context';
import { loadQuery } from '../lib/route-data';
import { metaContext } from '../lib/meta-context';
import { seoMeta } from '../lib/seo';
import { feedAlternates } from '../lib/feed-alternates';
import { timeZoneFromCookie } from '#shared/time-zone';
import type { MessagesHandle } from '#shared/message-parts';

/** The messages this page shows (shared/message-parts.ts). */
export const handle: MessagesHandle = { messages: ['day', 'holiday', 'home'] };

const HomeRouteQuery = graphql(`
  query HomeRoute($locale: Locale!, $timeZone: String!) {
    today(locale: $locale, timeZone: $timeZone) {
      ...TodayTeaser_day
    }
    stats {
      total
    }
    calendarCounts(locale: $locale) {
      ...Calendar_counts
    }
  }
`);

/**
 * The bare root answers each reader after their cookie and browser languages, so caches must
 * tell those apart and no shared cache may keep the answer.
 */
const ROOT_HEADERS = { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname, locale } = context.get(renderContext);
  const root = pathname === '/';
  // Only the bare root guesses the reader's language, and never for crawlers.
  if (root && !isbot(request.headers.get('user-agent') ?? '')) {
    const detected = detectLocale(readLocaleCookie(request.headers.get('cookie')), request.headers.get('accept-language'));
    if (detected !== 'en') throw redirect(homePath(detected), { headers: ROOT_HEADERS });
  }
  const variables = { locale, timeZone: timeZoneFromCookie(request.headers.get('cookie')) };
  const home = await loadQuery(context, HomeRouteQuery, variables);
  return data({ home, variables, alternates: homeAlternates() }, root ? { headers: ROOT_HEADERS } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <main id="main" className="page home-page">
      <section className="hero">
        <h1>
          <FormattedMessage id="home.heading" />
        </h1>
        <p className="lead">
          <FormattedMessage id="home.intro" />
        </p>
        <p className="muted">
          <FormattedMessage id="home.stats" values={{ entries: home.stats.total }} />
        </p>
      </section>
      <TodayTeaser day={home.today} timeZone={loaderData.variables.timeZone} />
      <ThisWeek counts={home.calendarCounts} />
      <Calendar counts={home.calendarCounts} />
      <WriteCallToAction />
    </main>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const { intl, locale, origin } = ctx;
  return seoMeta({
    title: intl.formatMessage({ id: 'home.title' }),
    description: intl.formatMessage({ id: 'site.description' }),
    locale,
    origin,
    path: homePath(locale),
    alternates: loaderData.alternates,
    feeds: feedAlternates(intl, locale, ['today', 'new-articles']),
    jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Daypedia', url: `${origin}${homePath(locale)}`, inLanguage: locale },
  });
}
