/**
 * Every page in every language, generated from the routing table in shared/paths.ts so that a
 * path segment is written down once.
 */
import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALES, type Locale } from '#shared/locales';
import { API_GUIDE_SEGMENT, CENTURY_SEGMENT, ENTRY_SEGMENT, EXACT_DATE_SEGMENT, INFO_SEGMENT, SEARCH_SEGMENT, YEAR_SEGMENT } from '#shared/paths';

function localeRoutes(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${name}-${locale}`;
  const reading = [
    locale === 'en' ? index('routes/home.tsx', { id: id('home') }) : route('', 'routes/home.tsx', { id: id('home') }),
    route(`${EXACT_DATE_SEGMENT[locale]}/:dateSlug`, 'routes/exact-date.tsx', { id: id('exact-date') }),
    route(`${ENTRY_SEGMENT.EVENT[locale]}/:slug`, 'routes/entry.tsx', { id: id('event') }),
    route(`${ENTRY_SEGMENT.PERSON[locale]}/:slug`, 'routes/entry.tsx', { id: id('person') }),
    route(`${ENTRY_SEGMENT.HOLIDAY[locale]}/:slug`, 'routes/entry.tsx', { id: id('holiday') }),
    route(ENTRY_SEGMENT.HOLIDAY[locale], 'routes/holidays.tsx', { id: id('holidays') }),
    route(INFO_SEGMENT.about[locale], 'routes/info.tsx', { id: id('about') }),
    route(INFO_SEGMENT.privacy[locale], 'routes/info.tsx', { id: id('privacy') }),
    route(INFO_SEGMENT.terms[locale], 'routes/info.tsx', { id: id('terms') }),
    route(API_GUIDE_SEGMENT, 'routes/api-guide.tsx', { id: id('api-guide') }),
    route(SEARCH_SEGMENT[locale], 'routes/search.tsx', { id: id('search') }),
    route('author-articles/:author', 'routes/author.tsx', { id: id('author') }),
    route('write-your-article', 'routes/write-your-article.tsx', { id: id('write-your-article') }),
    route('write-new-article', 'routes/write-new-article.tsx', { id: id('write-new-article') }),
    route('write-article', 'routes/write-article.tsx', { id: id('write-article') }),
    route('donate', 'routes/donate.tsx', { id: id('donate') }),
    route('write-personal-entry', 'routes/write-personal-entry.tsx', { id: id('write-personal-entry') }),
    route(':daySlug', 'routes/day.tsx', { id: id('day') }),
    // Every entry of a long section, a page at a time, for a day and for an exact date. One
    // pattern each, the section read from its segment: routes are matched one by one on every
    // request, so each pattern costs every page a little.
    route(':daySlug/:section/:page?', 'routes/day-section.tsx', { id: id('day-section') }),
    route(`${EXACT_DATE_SEGMENT[locale]}/:dateSlug/:section/:page?`, 'routes/day-section.tsx', { id: id('exact-date-section') }),
    // Browsing: the indexes of events and persons, their centuries, and the years. Month pages (/november) share
    // the day's pattern (:daySlug), whose loader tells a month word from a day's slug: a pattern
    // per month would cost every request twelve more routes to match in each language.
    route(ENTRY_SEGMENT.EVENT[locale], 'routes/entry-index.tsx', { id: id('event-index') }),
    route(ENTRY_SEGMENT.PERSON[locale], 'routes/entry-index.tsx', { id: id('person-index') }),
    route(`${ENTRY_SEGMENT.EVENT[locale]}/${CENTURY_SEGMENT[locale]}/:century`, 'routes/century.tsx', { id: id('event-century') }),
    route(`${ENTRY_SEGMENT.PERSON[locale]}/${CENTURY_SEGMENT[locale]}/:century`, 'routes/century.tsx', { id: id('person-century') }),
    route(`${YEAR_SEGMENT[locale]}/:year`, 'routes/year.tsx', { id: id('year') }),
    route(`${YEAR_SEGMENT[locale]}/:year/:section/:page?`, 'routes/year-section.tsx', { id: id('year-section') }),
  ];
  // Focused flows, and the member area (protected: visitors are sent to sign in).
  const action = [
    route('login', 'routes/login.tsx', { id: id('login') }),
    route('register', 'routes/register.tsx', { id: id('register') }),
    route('forgot-password', 'routes/forgot-password.tsx', { id: id('forgot-password') }),
    route('test-checkout', 'routes/test-checkout.tsx', { id: id('test-checkout') }),
  ];
  const member = [
    route('user/edit-profile', 'routes/edit-profile.tsx', { id: id('edit-profile') }),
    route('user/my-articles', 'routes/my-articles.tsx', { id: id('my-articles') }),
    route('user/api-tokens', 'routes/api-tokens.tsx', { id: id('api-tokens') }),
    route('review', 'routes/review.tsx', { id: id('review') }),
    route('admin', 'routes/admin.tsx', { id: id('admin') }),
  ];
  const routes = [
    layout('layouts/default.tsx', { id: id('layout-default') }, reading),
    layout('layouts/action.tsx', { id: id('layout-action') }, action),
    layout('layouts/user.tsx', { id: id('layout-user') }, member),
  ];
  return locale === 'en' ? routes : [...prefix(locale, routes)];
}

export default [
  ...LOCALES.flatMap(localeRoutes),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('graphql', 'routes/graphiql.tsx'),
  layout('layouts/default.tsx', { id: 'layout-not-found' }, [route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
