import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Route } from './+types/entry';
import { CommentsPage } from '../components/comments/CommentsPage';
import { EntryComments } from '../components/comments/EntryComments';
import { EntryCommentsQuery } from '../components/comments/queries';
import { BorrowedName } from '../components/BorrowedName';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { FormattedDay } from '../components/FormattedDay';
import { HolidayDateRange } from '../components/holidays/HolidayDateRange';
import { HolidayDetails } from '../components/holidays/HolidayDetails';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { WriteCallToAction } from '../components/WriteCallToAction';
import { graphql } from '../graphql';
import type { EntryRouteQuery as EntryRouteData } from '../graphql/graphql';
import { LOCALE_INFO, type Locale } from '../../shared/locales';
import { useLocale } from '../i18n/use-locale';
import { browserApollo, queryData } from '../lib/apollo';
import { formatDayDate, formatExactDate } from '../../shared/date-format';
import { dayPath, exactDatePath } from '../../shared/paths';
import { optimisedImageUrl } from '../../shared/images';
import { metaContext } from '../lib/meta-context';
import { notFound } from '../lib/not-found';
import { COMMENTS_PER_PAGE, LATEST_COMMENTS, commentsPageNumber } from '../../shared/comment-rules';
import { COMMENTS_SUFFIX, ENTRY_SEGMENT, isPlausibleSegment, localeOfPath, memberPath, stripLocale, type EntryPageKind } from '../../shared/paths';
import { serverApollo } from '../lib/route-data';
import { seoMeta, type Alternates } from '../lib/seo';

const EntryRouteQuery = graphql(`
  query EntryRoute($locale: Locale!, $kind: EntryPageKind!, $slug: String!, $year: Int!) {
    entry(locale: $locale, kind: $kind, slug: $slug) {
      id
      locale
      kind
      title
      summary
      bodyHtml
      coverImage {
        url
        width
        height
      }
      path
      fallbackFrom
      countries
      movable
      referenceText
      referenceUrl
      updatedAt
      date {
        year
        month
        day
        iso
      }
      birth {
        year
        month
        day
        iso
      }
      death {
        year
        month
        day
        iso
      }
      occursOn(year: $year) {
        month
        day
      }
      translations {
        locale
        slug
        path
      }
      ...HolidayDetails_entry
    }
  }
`);

/** Which kind of entry page a path is, from its first segment after the locale. */
function kindOfPath(pathname: string, locale: Locale): EntryPageKind | null {
  const segment = stripLocale(pathname).split('/')[1];
  return (Object.keys(ENTRY_SEGMENT) as EntryPageKind[]).find((kind) => ENTRY_SEGMENT[kind][locale] === segment) ?? null;
}

/** The comments page of an entry is its path with the language's comments suffix: /events/{slug}-comments. */
function commentsPageOf(slug: string, locale: Locale): string | null {
  const suffix = COMMENTS_SUFFIX[locale];
  return slug.length > suffix.length && slug.endsWith(suffix) ? slug.slice(0, -suffix.length) : null;
}

async function load(client: ApolloClient, request: Request, slug: string) {
  const { pathname, searchParams } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const kind = kindOfPath(pathname, locale);
  if (!kind) notFound(request);
  const entrySlug = commentsPageOf(slug, locale);
  const variables = { locale, kind, slug: entrySlug ?? slug, year: new Date().getFullYear() };
  if (!isPlausibleSegment(variables.slug)) notFound(request);
  const { entry } = await queryData(client, EntryRouteQuery, variables);
  if (!entry) notFound(request);
  const image = entry.coverImage ? optimisedImageUrl(entry.coverImage.url, 1280) : null;
  const base = { variables, title: entry.title, summary: entry.summary, image };
  if (entrySlug) {
    const page = commentsPageNumber(searchParams.get('page'));
    if (page === null) notFound(request);
    const { comments } = await queryData(client, EntryCommentsQuery, { entryId: entry.id, locale, first: COMMENTS_PER_PAGE, offset: (page - 1) * COMMENTS_PER_PAGE });
    if (page > 1 && comments.edges.length === 0) notFound(request);
    const alternates: Alternates = Object.fromEntries(entry.translations.flatMap((t) => (t.path ? [[t.locale, `${t.path}${COMMENTS_SUFFIX[t.locale]}`]] : [])));
    return { ...base, view: 'comments' as const, page, alternates, jsonLd: null };
  }
  // The latest comments come with the page.
  await queryData(client, EntryCommentsQuery, { entryId: entry.id, locale, first: LATEST_COMMENTS });
  const alternates: Alternates = Object.fromEntries(entry.translations.flatMap((t) => (t.path ? [[t.locale, t.path]] : [])));
  return { ...base, view: 'entry' as const, page: 1, alternates, jsonLd: jsonLdOf(entry, image) };
}

function jsonLdOf(entry: NonNullable<EntryRouteData['entry']>, image: string | null): object | null {
  const base = { '@context': 'https://schema.org', name: entry.title, description: entry.summary || undefined, inLanguage: entry.locale, image: image ?? undefined };
  if (entry.kind === 'PERSON') return { ...base, '@type': 'Person', birthDate: entry.birth?.iso ?? undefined, deathDate: entry.death?.iso ?? undefined };
  if (entry.kind === 'EVENT' && entry.date?.iso) return { ...base, '@type': 'Event', startDate: entry.date.iso, eventStatus: 'https://schema.org/EventScheduled' };
  return null;
}

export const loader = ({ request, context, params }: Route.LoaderArgs) => load(serverApollo(context), request, params.slug);
export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) => load(browserApollo(), request, params.slug);

type DateParts = { year: number | null; month: number; day: number };

/** A date that links to its day page, and to the exact-date page when the year is known. */
function DateLink({ date, locale }: { date: DateParts; locale: Locale }) {
  if (date.year === null) return <Link to={dayPath(locale, date)}>{formatDayDate(locale, date)}</Link>;
  const exact = { year: date.year, month: date.month, day: date.day };
  return <Link to={exactDatePath(locale, exact)}>{formatExactDate(locale, exact)}</Link>;
}

export default function EntryRoute({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const intl = useIntl();
  const { data } = useQuery(EntryRouteQuery, { variables: loaderData.variables });
  const entry = data?.entry;
  if (!entry) return null;
  if (loaderData.view === 'comments') {
    return <CommentsPage entryId={entry.id} title={entry.title} entryPath={entry.path ?? '/'} path={`${entry.path}${COMMENTS_SUFFIX[locale]}`} page={loaderData.page} kind={loaderData.variables.kind} translations={entry.translations} />;
  }
  const countryNames = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: 'region' });
  const onDay = entry.date ?? entry.birth ?? entry.occursOn;
  const thisYear = entry.dates[0] ?? null;
  const rewritePath = `${memberPath(locale, '/write-article')}?entry=${entry.id}`;
  // A holiday nobody has written about yet shows generated facts and asks for the article.
  const invitesArticle = entry.kind === 'HOLIDAY' && !entry.bodyHtml;
  return (
    <main id="main" className="page entry-page">
      <article className="article" lang={entry.fallbackFrom && entry.bodyHtml ? LOCALE_INFO[entry.fallbackFrom].iso : undefined}>
        <header>
          <p className="eyebrow">
            <FormattedMessage id={`entry.kind.${entry.kind}`} />
          </p>
          <h1>
            <BorrowedName name={entry.title} fallbackFrom={entry.fallbackFrom} />
          </h1>
          {entry.summary ? <p className="lead">{entry.summary}</p> : null}
          <dl className="facts">
            {entry.date && entry.kind === 'EVENT' ? (
              <div>
                <dt className="visually-hidden">
                  <FormattedMessage id="entry.kind.EVENT" />
                </dt>
                <dd>
                  <DateLink date={entry.date} locale={locale} />
                </dd>
              </div>
            ) : null}
            {entry.birth ? (
              <div>
                <dt>✱</dt>
                <dd>
                  <FormattedMessage id="entry.born" values={{ date: <DateLink date={entry.birth} locale={locale} /> }} />
                </dd>
              </div>
            ) : null}
            {entry.death ? (
              <div>
                <dt>✝</dt>
                <dd>
                  <FormattedMessage id="entry.died" values={{ date: <DateLink date={entry.death} locale={locale} /> }} />
                </dd>
              </div>
            ) : null}
            {entry.kind === 'HOLIDAY' && thisYear ? (
              <div>
                <dt className="visually-hidden">
                  <FormattedMessage id="entry.kind.HOLIDAY" />
                </dt>
                <dd>
                  <Link to={dayPath(locale, thisYear.start)}>
                    <HolidayDateRange start={thisYear.start} end={thisYear.end} withYear />
                  </Link>
                  {entry.movable ? (
                    <>
                      {' '}
                      <span className="muted">
                        <FormattedMessage id="entry.movable" />
                      </span>
                    </>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {entry.countries.length && entry.kind !== 'HOLIDAY' ? (
              <div>
                <dt className="visually-hidden">
                  <FormattedMessage id="entry.countries" values={{ countries: '' }} />
                </dt>
                <dd>
                  <FormattedMessage id="entry.countries" values={{ countries: intl.formatList(entry.countries.map((c) => countryNames.of(c) ?? c)) }} />
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="page-actions">
            <CopyLinkButton />
          </div>
        </header>
        {entry.fallbackFrom && entry.bodyHtml ? (
          <p className="notice" lang={LOCALE_INFO[locale].iso}>
            <FormattedMessage id="entry.fallback" values={{ language: LOCALE_INFO[entry.fallbackFrom].name }} />
          </p>
        ) : null}
        {entry.coverImage ? (
          <figure className="cover">
            <ResponsiveImage
              src={entry.coverImage.url}
              alt={entry.title}
              width={entry.coverImage.width}
              height={entry.coverImage.height}
              display={{ sizes: '(max-width: 568px) 100vw, 760px' }}
              priority
            />
          </figure>
        ) : null}
        {entry.bodyHtml ? <div className="article-body" dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} /> : null}
        {entry.kind === 'HOLIDAY' ? (
          <HolidayDetails holiday={entry} year={loaderData.variables.year} />
        ) : null}
        {entry.referenceUrl ? (
          <p className="reference">
            <FormattedMessage id="entry.reference" />:{' '}
            <a href={entry.referenceUrl} rel="nofollow noopener">
              {entry.referenceText || entry.referenceUrl}
            </a>
          </p>
        ) : null}
        <footer className="muted">
          <FormattedMessage id="entry.lastUpdated" values={{ date: <FormattedDay value={entry.updatedAt} dateStyle="long" /> }} />
          {onDay ? (
            <>
              {' · '}
              <Link to={dayPath(locale, onDay)}>
                <FormattedMessage id="entry.onDay" values={{ date: formatDayDate(locale, onDay) }} />
              </Link>
            </>
          ) : null}
        </footer>
      </article>
      {invitesArticle ? <WriteCallToAction rewritePath={rewritePath} fullArticleOf={entry.title} /> : null}
      <EntryComments entryId={entry.id} allCommentsPath={`${entry.path}${COMMENTS_SUFFIX[locale]}`} kind={loaderData.variables.kind} translations={entry.translations} />
      {invitesArticle ? null : <WriteCallToAction rewritePath={rewritePath} />}
    </main>
  );
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  const comments = loaderData.view === 'comments';
  const pageSuffix = loaderData.page > 1 ? ` (${loaderData.page})` : '';
  return seoMeta({
    title: comments ? `${ctx.intl.formatMessage({ id: 'comments.pageHeading' }, { title: loaderData.title })}${pageSuffix} · Daypedia` : `${loaderData.title} · Daypedia`,
    description: loaderData.summary || loaderData.title,
    image: loaderData.image,
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    ogType: comments ? 'website' : 'article',
    jsonLd: loaderData.jsonLd ? { ...loaderData.jsonLd, url: `${ctx.origin}${location.pathname}` } : null,
  });
}
