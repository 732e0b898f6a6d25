/**
 * The licences Daypedia's content is published under: members' and the project's articles under
 * CC BY-SA 4.0 (the terms of use say so); the holidays of the catalogue under the licence of the
 * data they come from, the date-holidays package's holiday data (CC BY-SA 3.0, as its LICENSE
 * says: it relies on Wikipedia); imported texts under their source's: Wikidata's labels and
 * descriptions CC0, lines of Wikipedia CC BY-SA 4.0. The API, the dumps and the API guide all
 * state these.
 */
export interface Licence {
  /** The SPDX identifier. */
  spdxId: string;
  name: string;
  url: string;
  /** How a citation writes it. */
  shortName: string;
}

export const ARTICLE_LICENCE: Licence = {
  spdxId: 'CC-BY-SA-4.0',
  name: 'Creative Commons Attribution-ShareAlike 4.0 International',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  shortName: 'CC BY-SA 4.0',
};

export const HOLIDAY_CATALOGUE_LICENCE: Licence = {
  spdxId: 'CC-BY-SA-3.0',
  name: 'Creative Commons Attribution-ShareAlike 3.0 Unported',
  url: 'https://creativecommons.org/licenses/by-sa/3.0/',
  shortName: 'CC BY-SA 3.0',
};

/** Wikidata's data, labels and descriptions: public domain dedication. */
export const WIKIDATA_LICENCE: Licence = {
  spdxId: 'CC0-1.0',
  name: 'Creative Commons CC0 1.0 Universal',
  url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  shortName: 'CC0 1.0',
};
