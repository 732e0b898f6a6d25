import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { EntryCommentsQuery as EntryCommentsData } from '../graphql/graphql';
import { LOCALE_INFO, type Locale } from '#shared/locales';
import { useLocale } from '../i18n/use-locale';
import { commentsPath, type EntryPageKind } from '#shared/paths';

export interface EntryLanguages {
  kind: EntryPageKind;
  /** The entry's published articles: a language without one has no page to link to. */
  translations: readonly { locale: Locale; slug: string }[];
}

type CommentCounts = EntryCommentsData['comments']['countsByLocale'];

/**
 * "3 comments in other languages: Deutsch (2) and Français (1)", each language linking to the
 * entry's comments page in that language. A page lists only its own language's comments, so
 * readers learn here what was said elsewhere. Reviewers also see how many of those are hidden.
 */
export function OtherLanguageComments({ counts, kind, translations }: EntryLanguages & { counts: CommentCounts }) {
  const intl = useIntl();
  const locale = useLocale();
  const others = counts.filter((c) => c.locale !== locale && c.count > 0);
  if (!others.length) return null;
  const slugOf = new Map(translations.map((t) => [t.locale, t.slug]));
  const items = others.map((c) => {
    const { name, iso } = LOCALE_INFO[c.locale];
    const slug = slugOf.get(c.locale);
    // The language's own name, in its own language.
    const language = slug ? (
      <Link to={commentsPath(c.locale, kind, slug)} lang={iso} hrefLang={iso}>
        {name}
      </Link>
    ) : (
      <span lang={iso}>{name}</span>
    );
    const values = { language, count: c.count, hidden: c.hiddenCount };
    return (
      <Fragment key={c.locale}>
        <FormattedMessage id={c.hiddenCount ? 'comments.languageCountHidden' : 'comments.languageCount'} values={values} />
      </Fragment>
    );
  });
  const count = others.reduce((sum, c) => sum + c.count, 0);
  return (
    <p className="comments-elsewhere muted">
      <FormattedMessage id="comments.otherLanguages" values={{ count, languages: others.length, list: intl.formatList(items, { type: 'conjunction' }) }} />
    </p>
  );
}
