import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EntryComments } from '../comments/EntryComments';
import { BorrowedName } from '../components/BorrowedName';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { FormattedDay } from '../components/FormattedDay';
import { HolidayDateRange } from '../holidays/HolidayDateRange';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { CoverPlaceholder } from './CoverPlaceholder';
import { ElsewhereFacts, EntryPicture, PlaceFacts, SourceList } from './EntrySources';
import { SeeAlso } from './SeeAlso';
import { WriteCallToAction } from '../components/WriteCallToAction';
import { useLocale } from '../i18n/use-locale';
import { LOCALE_INFO, type Locale } from '#shared/locales';
import { formatDayDate, formatExactDate } from '#shared/date-format';
import { COMMENTS_SUFFIX, dayPath, exactDatePath } from '#shared/paths';
import type { CommentsOfPage, EntryOfPage, EntryPageVariables } from './entry-page';

/** A holiday's dates, countries and calendars: only holidays show them, so only their pages load them. */
const HolidayDetails = lazy(() => import('../holidays/HolidayDetails').then((module) => ({ default: module.HolidayDetails })));

type DateParts = { year: number | null; month: number; day: number };

/** A date that links to its day page, and to the exact-date page when the year is known. */
function DateLink({ date, locale }: { date: DateParts; locale: Locale }) {
  if (date.year === null) return <Link to={dayPath(locale, date)}>{formatDayDate(locale, date)}</Link>;
  const exact = { year: date.year, month: date.month, day: date.day };
  return <Link to={exactDatePath(locale, exact)}>{formatExactDate(locale, exact)}</Link>;
}

/** An entry's page: its article, dates, holiday details, latest comments and the invitation to write. */
export function EntryPage({ entry, comments, variables }: { entry: EntryOfPage; comments: CommentsOfPage; variables: EntryPageVariables }) {
  const locale = useLocale();
  const intl = useIntl();
  const countryNames = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: 'region' });
  const onDay = entry.date ?? entry.birth ?? entry.occursOn;
  const thisYear = entry.dates[0] ?? null;
  // A holiday nobody has written about yet (generated facts) and a listing (a title and one line) ask for the article.
  const invitesArticle = !entry.bodyHtml;
  return (
    <main id="main" className="page entry-page">
      <article className="article entry-article" lang={entry.fallbackFrom && entry.bodyHtml ? LOCALE_INFO[entry.fallbackFrom].iso : undefined}>
        <header className="entry-head">
          <p className="eyebrow">
            <FormattedMessage id={`entry.kind.${entry.kind}`} />
          </p>
          <h1>
            <BorrowedName name={entry.title} fallbackFrom={entry.fallbackFrom} />
          </h1>
          {entry.kind === 'HOLIDAY' && entry.countries.length ? (
            // Holidays of one name differ by country (Mother's Day): the countries tell them apart.
            <p className="entry-subtitle">
              {intl.formatList(entry.countries.map((c) => countryNames.of(c) ?? c).sort((a, b) => a.localeCompare(b, LOCALE_INFO[locale].iso)))}
            </p>
          ) : null}
          {entry.summary ? <p className="lead">{entry.summary}</p> : null}
          <div className="page-actions">
            <CopyLinkButton />
          </div>
        </header>
        <aside className="entry-aside">
          {entry.coverImage ? (
            <figure className="cover">
              <ResponsiveImage
                src={entry.coverImage.url}
                alt={entry.title}
                width={entry.coverImage.width}
                height={entry.coverImage.height}
                display={{ sizes: '(max-width: 900px) 100vw, 352px' }}
                priority
              />
            </figure>
          ) : entry.picture ? (
            <EntryPicture picture={entry.picture} title={entry.title} />
          ) : (
            <CoverPlaceholder kind={entry.kind} date={thisYear?.start ?? onDay ?? null} locale={locale} />
          )}
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
                {/* Named in words, not marked with a star or a cross, which not every language's readers expect. */}
                <dt className="visually-hidden">
                  <FormattedMessage id="entry.source.birth" />
                </dt>
                <dd>
                  <FormattedMessage id="entry.born" values={{ date: <DateLink date={entry.birth} locale={locale} /> }} />
                </dd>
              </div>
            ) : null}
            {entry.death ? (
              <div>
                <dt className="visually-hidden">
                  <FormattedMessage id="entry.source.death" />
                </dt>
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
            <PlaceFacts places={entry.places} locale={locale} />
            <ElsewhereFacts entry={entry} locale={locale} />
          </dl>
        </aside>
        <div className="entry-main">
          {entry.fallbackFrom && entry.bodyHtml ? (
            <p className="notice" lang={LOCALE_INFO[locale].iso}>
              <FormattedMessage id="entry.fallback" values={{ language: LOCALE_INFO[entry.fallbackFrom].name }} />
            </p>
          ) : null}
          {entry.bodyHtml ? <div className="article-body" dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} /> : null}
          {entry.kind === 'HOLIDAY' ? (
            <Suspense fallback={null}>
              <HolidayDetails holiday={entry} year={variables.year} />
            </Suspense>
          ) : null}
          {entry.referenceUrl ? (
            <p className="reference">
              <FormattedMessage id="entry.reference" />:{' '}
              <a href={entry.referenceUrl} rel="nofollow noopener">
                {entry.referenceText || entry.referenceUrl}
              </a>
            </p>
          ) : null}
          <SourceList sources={entry.sources} />
          <footer className="muted">
            {/* A text no member has rewritten (the demo's, a catalogue holiday's, an import's) last changed when it was loaded, not written: no date to give. */}
            {entry.contributors.length ? (
              <>
                <FormattedMessage id="entry.lastUpdated" values={{ date: <FormattedDay value={entry.updatedAt} dateStyle="long" /> }} />
                {' · '}
              </>
            ) : null}
            <FormattedMessage
              id="entry.textLicense"
              values={{
                license: (
                  <a href={entry.license.url} rel="license noopener">
                    {entry.license.shortName}
                  </a>
                ),
              }}
            />
            {onDay ? (
              <>
                {' · '}
                <Link to={dayPath(locale, onDay)}>
                  <FormattedMessage id="entry.onDay" values={{ date: formatDayDate(locale, onDay) }} />
                </Link>
              </>
            ) : null}
          </footer>
        </div>
      </article>
      {invitesArticle ? <WriteCallToAction rewriteEntryId={String(entry.databaseId)} fullArticleOf={entry.title} holiday={entry.kind === 'HOLIDAY'} /> : null}
      <SeeAlso seeAlso={entry.seeAlso} />
      <EntryComments
        entryId={entry.id}
        comments={comments}
        allCommentsPath={`${entry.path}${COMMENTS_SUFFIX[locale]}`}
        kind={variables.kind}
        translations={entry.translations}
      />
      {invitesArticle ? null : <WriteCallToAction rewriteEntryId={String(entry.databaseId)} />}
    </main>
  );
}
