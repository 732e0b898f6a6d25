/** The entries a page lists, in the order it shows them, as a schema.org ItemList. */
import type { ItemList } from 'schema-dts';

export interface ListedOnPage {
  name: string;
  path: string;
}

export function itemListOf(origin: string, name: string, listed: readonly ListedOnPage[]): ItemList {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: listed.length,
    itemListElement: listed.map((entry, i) => ({ '@type': 'ListItem', position: i + 1, name: entry.name, url: `${origin}${entry.path}` })),
  };
}
