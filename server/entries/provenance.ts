/**
 * Where an entry's text comes from, and how to cite it: the members whose approved revisions
 * shaped it (public names only), the licence it is available under, and the line to cite.
 *
 * Texts members write are published under CC BY-SA 4.0, as the site's footer says. The holidays
 * of the catalogue come from the date-holidays package (3.37), whose README and LICENSE put the
 * data (names, dates, rules) under CC BY-SA 3.0, taken from the Wikipedia articles its LICENSE
 * lists; its package.json says "(ISC AND CC-BY-3.0)", but the licence texts it ships name
 * ShareAlike. A catalogue holiday's text is cited under that licence until a member rewrites it in
 * a language: the rewrite is an adaptation, which CC BY-SA 3.0 lets be shared under the later 4.0,
 * and members' texts are 4.0. The package's credit stays in the citation either way.
 */
import DataLoader from 'dataloader';
import { memberPath, dayPath } from '#shared/paths';
import { publicOrigin } from '#shared/site-origin';
import type { Context } from '../graphql/context';
import { perRequest } from '../graphql/context';
import { ARTICLE_LICENCE, HOLIDAY_CATALOGUE_LICENCE, WIKIDATA_LICENCE, type Licence } from '#shared/licences';
import { textSourceOf, wikidataUrl } from './encyclopedia';
import { pathOf, translationsOf, type EntryView } from './views';

/** The licence of a text, as the API gives it. */
export type License = Licence;

const HOLIDAY_DATA_CREDIT = 'holiday data from date-holidays by commenthol and contributors (https://github.com/commenthol/date-holidays), after Wikipedia';

export interface Contributor {
  displayName: string;
  /** Their author page in the language read; null when there is none to link (an account an admin disabled). */
  profilePath: string | null;
}

interface Author {
  uid: string;
  displayName: string;
  disabled: boolean;
}

/** Per request: the authors of the approved revisions of every article the response cites, in one go. */
function authorLoader(ctx: Context): DataLoader<number, Author[]> {
  return perRequest(
    ctx,
    'approvedAuthors',
    () =>
      new DataLoader(async (articleIds: readonly number[]) => {
        const revisions = await ctx.db.revision.findMany({
          where: { articleId: { in: [...articleIds] }, status: 'APPROVED' },
          select: { articleId: true, author: { select: { uid: true, displayName: true, disabled: true } } },
          orderBy: [{ reviewedAt: 'asc' }, { id: 'asc' }],
        });
        const byArticle = Map.groupBy(revisions, (r) => r.articleId);
        // Each author once, in the order of their first approved revision.
        return articleIds.map((id) => [...new Map((byArticle.get(id) ?? []).map((r) => [r.author.uid, r.author])).values()]);
      }),
  );
}

/**
 * The members whose approved revisions shaped the text in the language read, first approved
 * first. A personal entry names nobody: it is a member's private occasion, and author pages leave
 * it out too.
 */
export async function contributorsOf(ctx: Context, view: EntryView): Promise<Contributor[]> {
  if (view.entry.kind === 'PERSONAL') return [];
  const authors = await authorLoader(ctx).load(view.article.id);
  return authors.map((a) => ({ displayName: a.displayName, profilePath: a.disabled ? null : memberPath(view.locale, `/author-articles/${a.uid}`) }));
}

const isCatalogueHoliday = (view: EntryView) => view.entry.kind === 'HOLIDAY' && view.entry.holidayRule !== null;

export async function licenseOf(ctx: Context, view: EntryView): Promise<License> {
  // An imported text is its source's until a member's rewrite is approved (which clears the mark).
  if (view.article.importedFrom === 'WIKIDATA') return WIKIDATA_LICENCE;
  if (!isCatalogueHoliday(view)) return ARTICLE_LICENCE;
  return (await contributorsOf(ctx, view)).length ? ARTICLE_LICENCE : HOLIDAY_CATALOGUE_LICENCE;
}

/** The address of the entry's page in the language read; a personal entry's is its day's. */
function pageUrl(view: EntryView): string {
  const { month, day } = view.entry;
  const path = pathOf(view) ?? (month && day ? dayPath(view.locale, { month, day }) : '/');
  return `${publicOrigin(process.env)}${path}`;
}

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/**
 * The line to cite, in English with the title in the language read: title, authors, source,
 * licence. `"Moon landing" by Ada Lovelace and Grace Hopper on Daypedia,
 * https://…/events/moon-landing, CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)`.
 */
export async function attributionOf(ctx: Context, view: EntryView): Promise<string> {
  const [contributors, license] = await Promise.all([contributorsOf(ctx, view), licenseOf(ctx, view)]);
  const by = contributors.length ? `${names.format(contributors.map((c) => c.displayName))} on Daypedia` : 'Daypedia contributors';
  // A rewritten holiday's text is 4.0; the package's data it builds on stays 3.0, and says so.
  const dataLicense = license === HOLIDAY_CATALOGUE_LICENCE ? '' : ` under ${HOLIDAY_CATALOGUE_LICENCE.shortName}`;
  const data = isCatalogueHoliday(view) ? `, ${HOLIDAY_DATA_CREDIT}${dataLicense}` : '';
  return `"${view.article.title}" by ${by}${await importCredit(ctx, view)}, ${pageUrl(view)}${data}, ${license.shortName} (${license.url})`;
}

/** Where an imported text came from, as the citation names it: Wikidata's item, or the Wikipedia article and its revision. */
async function importCredit(ctx: Context, view: EntryView): Promise<string> {
  const { importedFrom } = view.article;
  if (importedFrom === 'WIKIDATA' && view.entry.wikidataId) return `, from Wikidata (${wikidataUrl(view.entry.wikidataId)})`;
  if (importedFrom !== 'WIKIPEDIA') return '';
  const source = await textSourceOf(ctx, view);
  if (!source) return '';
  const revision = source.revision ? `, revision ${source.revision}` : '';
  return `, from the ${languageNames.of(view.locale)} Wikipedia article ${source.url}${revision}`;
}

/** When the entry was first published in any language: its earliest published text. */
export async function firstPublishedAtOf(ctx: Context, view: EntryView): Promise<Date | null> {
  const times = (await translationsOf(ctx, view.entry.id)).flatMap((t) => (t.publishedAt ? [t.publishedAt.getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
}
