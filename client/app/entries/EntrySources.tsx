/**
 * What an entry's page shows beside its text from the encyclopedia's sources: its own picture with
 * the credit its licence asks for, its places, its Wikipedia and Wikidata links, and where each of
 * its statements comes from.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '#shared/locales';
import { BorrowedName } from '../components/BorrowedName';
import { FormattedDay } from '../components/FormattedDay';
import { ResponsiveImage } from '../components/ResponsiveImage';
import type { EntryOfPage } from './entry-page';

type Picture = NonNullable<EntryOfPage['picture']>;

/** A picture taken from Wikimedia Commons, its author, licence and file page under it. */
export function EntryPicture({ picture, title }: { picture: Picture; title: string }) {
  const license = picture.licenseUrl ? (
    <a href={picture.licenseUrl} rel="license noopener">
      {picture.license}
    </a>
  ) : (
    picture.license
  );
  const author = picture.sourceUrl ? (
    <a href={picture.sourceUrl} rel="noopener">
      {picture.author}
    </a>
  ) : (
    picture.author
  );
  return (
    <figure className="cover">
      <ResponsiveImage
        src={picture.url}
        alt={title}
        width={picture.width}
        height={picture.height}
        display={{ sizes: '(max-width: 900px) 100vw, 352px' }}
        priority
      />
      <figcaption className="picture-credit">
        {picture.author ? (
          <FormattedMessage id="entry.picture.credit" values={{ author, license }} />
        ) : (
          <FormattedMessage id="entry.picture.creditWithoutAuthor" values={{ license }} />
        )}
      </figcaption>
    </figure>
  );
}

/** The places of an entry as rows of its facts box, each linked to a map when its coordinates are known. */
export function PlaceFacts({ places, locale }: { places: EntryOfPage['places']; locale: Locale }) {
  const intl = useIntl();
  return places.map((place) => {
    const name = <BorrowedName name={place.name} fallbackFrom={place.nameLocale === locale ? null : place.nameLocale} />;
    const map =
      place.latitude !== null && place.longitude !== null
        ? `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=10/${place.latitude}/${place.longitude}`
        : null;
    return (
      <div key={place.role}>
        <dt className="visually-hidden">
          <FormattedMessage id="entry.source.place" />
        </dt>
        <dd>
          <FormattedMessage
            id={`entry.place.${place.role}`}
            values={{
              place: map ? (
                <a href={map} rel="noopener" aria-label={intl.formatMessage({ id: 'entry.place.onMap' }, { place: place.name })}>
                  {name}
                </a>
              ) : (
                name
              ),
            }}
          />
        </dd>
      </div>
    );
  });
}

/** The entry's Wikipedia article (in the reader's language, else in English, marked) and its Wikidata item. */
export function ElsewhereFacts({ entry, locale }: { entry: Pick<EntryOfPage, 'wikipediaArticles' | 'wikidataUrl'>; locale: Locale }) {
  const intl = useIntl();
  const article =
    entry.wikipediaArticles.find((a) => a.locale === locale) ?? entry.wikipediaArticles.find((a) => a.locale === 'en') ?? entry.wikipediaArticles[0];
  if (!article && !entry.wikidataUrl) return null;
  const language = article && article.locale !== locale ? new Intl.DisplayNames([intl.locale], { type: 'language' }).of(article.locale) : null;
  return (
    <div>
      <dt className="visually-hidden">
        <FormattedMessage id="entry.links" />
      </dt>
      <dd className="elsewhere">
        {article ? (
          <a href={article.url} rel="noopener" hrefLang={article.locale}>
            {language ? <FormattedMessage id="entry.wikipediaIn" values={{ language }} /> : <FormattedMessage id="entry.wikipedia" />}
          </a>
        ) : null}
        {article && entry.wikidataUrl ? ' · ' : null}
        {entry.wikidataUrl ? (
          <a href={entry.wikidataUrl} rel="noopener">
            <FormattedMessage id="entry.wikidata" />
          </a>
        ) : null}
      </dd>
    </div>
  );
}

const STATEMENT_LABELS: Record<string, string> = {
  date: 'entry.source.date',
  birth: 'entry.source.birth',
  death: 'entry.source.death',
  picture: 'entry.source.picture',
  countries: 'entry.source.countries',
};

function statementLabel(statement: string): string {
  if (statement.startsWith('place:')) return 'entry.source.place';
  if (statement.startsWith('text:')) return 'entry.source.text';
  return STATEMENT_LABELS[statement] ?? 'entry.source.text';
}

/** Where each statement of the entry comes from, and when it was read there. */
export function SourceList({ sources }: { sources: EntryOfPage['sources'] }) {
  if (!sources.length) return null;
  return (
    <section className="entry-sources" aria-labelledby="sources-heading">
      <h2 id="sources-heading">
        <FormattedMessage id="entry.sources" />
      </h2>
      <ul>
        {sources.map((source) => (
          <li key={source.statement}>
            <FormattedMessage id={statementLabel(source.statement)} />
            {': '}
            <a href={source.url} rel="noopener">
              {source.title}
            </a>{' '}
            <span className="muted">
              (<FormattedMessage id="entry.source.retrieved" values={{ date: <FormattedDay value={source.retrievedAt} dateStyle="long" /> }} />)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
