/**
 * An entry's page as structured data: an Article (its text in this language, under the site's
 * licence) about a Person or an Event; a holiday is an Event on each of its coming dates.
 */
import type { Article, Event, Thing } from 'schema-dts';
import type { Locale } from '#shared/locales';

/** Contributions are published under CC BY-SA 4.0 (the terms of use say so). */
export const CONTENT_LICENSE = 'https://creativecommons.org/licenses/by-sa/4.0/';

interface DateOfEntry {
  year: number | null;
  month: number;
  day: number;
}

export interface EntryForStructuredData {
  kind: string;
  title: string;
  summary: string;
  locale: Locale;
  publishedAt?: string | null;
  updatedAt: string;
  date?: { iso?: string | null } | null;
  birth?: { iso?: string | null } | null;
  death?: { iso?: string | null } | null;
  /** A holiday's coming dates, first and last day. */
  dates: readonly { start: DateOfEntry; end: DateOfEntry }[];
}

const isoOf = ({ year, month, day }: DateOfEntry & { year: number }) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function subjectOf(entry: EntryForStructuredData): Thing | undefined {
  if (entry.kind === 'PERSON')
    return { '@type': 'Person', name: entry.title, birthDate: entry.birth?.iso ?? undefined, deathDate: entry.death?.iso ?? undefined };
  if (entry.kind === 'EVENT' && entry.date?.iso) return { '@type': 'Event', name: entry.title, startDate: entry.date.iso };
  return undefined;
}

export function entryArticleOf(entry: EntryForStructuredData, url: string, image: string | null): Article {
  return {
    '@type': 'Article',
    headline: entry.title,
    description: entry.summary || undefined,
    inLanguage: entry.locale,
    url,
    mainEntityOfPage: url,
    image: image ?? undefined,
    datePublished: entry.publishedAt ?? undefined,
    dateModified: entry.updatedAt,
    license: CONTENT_LICENSE,
    publisher: { '@type': 'Organization', name: 'Daypedia' },
    about: subjectOf(entry),
  };
}

/** A holiday on each of its coming dates: when it starts and ends. */
export function holidayEventsOf(entry: EntryForStructuredData, url: string): Event[] {
  if (entry.kind !== 'HOLIDAY') return [];
  return entry.dates.flatMap(({ start, end }) => {
    if (start.year === null || end.year === null) return [];
    const event: Event = {
      '@type': 'Event',
      name: entry.title,
      description: entry.summary || undefined,
      inLanguage: entry.locale,
      url,
      startDate: isoOf({ ...start, year: start.year }),
      endDate: isoOf({ ...end, year: end.year }),
    };
    return [event];
  });
}
