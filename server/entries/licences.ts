/** Under which licence each entry's row of a dump or export is published, and the notice beside them (shared/licences.ts has the licences). */
import { ARTICLE_LICENCE, HOLIDAY_CATALOGUE_LICENCE, WIKIDATA_LICENCE, type Licence } from '#shared/licences';
import type { Article, Entry } from '../generated/prisma/client';

/**
 * A holiday with a catalogue rule comes from date-holidays; a text imported from Wikidata is
 * CC0 and one from Wikipedia CC BY-SA 4.0 until a member rewrites it; anything else was written
 * for Daypedia.
 */
export function licenceOf(entry: Pick<Entry, 'kind' | 'holidayRule'> & Pick<Article, 'importedFrom'>): Licence {
  if (entry.importedFrom === 'WIKIDATA') return WIKIDATA_LICENCE;
  return entry.kind === 'HOLIDAY' && entry.holidayRule !== null ? HOLIDAY_CATALOGUE_LICENCE : ARTICLE_LICENCE;
}

/** The notice published beside the dumps (LICENSE.txt) and named by every export. */
export const LICENCE_NOTICE = `Daypedia: dumps and exports of published entries
=================================================

Every row names the licence it is published under in its "license" column (an SPDX identifier).

${ARTICLE_LICENCE.spdxId}: events, persons, personal entries, the holidays members wrote, and the
  holidays of the catalogue whose text a member rewrote in the row's language
  Written by Daypedia's contributors (the members who wrote a row's text are named in its
  "contributors" column) and published under the ${ARTICLE_LICENCE.name}
  licence: ${ARTICLE_LICENCE.url}
  Legal code: ${ARTICLE_LICENCE.url}legalcode

${WIKIDATA_LICENCE.spdxId}: texts imported from Wikidata that no member has rewritten
  Their titles and one-line summaries are Wikidata's labels and descriptions, which Wikidata
  publishes under the ${WIKIDATA_LICENCE.name} dedication: ${WIKIDATA_LICENCE.url}
  Rows whose text came from a Wikipedia article (see their "textSource" column) are
  ${ARTICLE_LICENCE.spdxId}, like Wikipedia's text; credit that article too.

${HOLIDAY_CATALOGUE_LICENCE.spdxId}: holidays and special days of the catalogue no member has rewritten
  Their dates, countries, statuses and names come from the date-holidays package
  (https://github.com/commenthol/date-holidays), whose holiday data is published under the
  ${HOLIDAY_CATALOGUE_LICENCE.name} licence, as it relies on Wikipedia's articles
  (the package names them in its LICENSE file): ${HOLIDAY_CATALOGUE_LICENCE.url}
  Legal code: ${HOLIDAY_CATALOGUE_LICENCE.url}legalcode
  The holidays' days country by country (daypedia-holiday-observances) are computed from that
  data and published under the same licence; its rows without a "rule", of holidays members
  wrote, are ${ARTICLE_LICENCE.spdxId}.

How to give credit (the CC BY-SA licences ask for it; CC0 does not, but it is welcome)
  Name Daypedia and its contributors (a row's "contributors" column names those who wrote its
  text; where it is empty, "Daypedia contributors"), link the row's page (its "url" column) or
  the dumps' address, name the licence with its link, and say whether you changed the data.
  For a text from Wikipedia, name its article too (the row's "textSource" column).
  What you make from it and share is to be shared under the same licence or a compatible one.
`;
