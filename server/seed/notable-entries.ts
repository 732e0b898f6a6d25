/**
 * Demo events and persons, written for Daypedia in all eight languages: articles
 * (server/seed/content/events.json and persons.json) and listings, a title and one line without
 * an article, for every day of each month (server/seed/content/listings/01.json to 12.json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '#shared/locales';

interface NotableText {
  title: string;
  slug: string;
  summary: string;
  /** The article's paragraphs; none for a listing. */
  body: string[];
}

interface NotableBase {
  key: string;
  countries: string[];
  translations: Record<Locale, NotableText>;
}
export interface NotableEvent extends NotableBase {
  kind: 'EVENT';
  date: string;
}
interface NotablePerson extends NotableBase {
  kind: 'PERSON';
  birth: string;
  death: string | null;
}
export type NotableEntry = NotableEvent | NotablePerson;

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

/** The files of the listings, one a month, in the order of the year. */
function listingFiles(): string[] {
  try {
    return readdirSync(path.join(contentDir, 'listings'))
      .filter((file) => /^\d\d\.json$/.test(file))
      .sort()
      .map((file) => path.join('listings', file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function readNotableEntries(): NotableEntry[] {
  return ['events.json', 'persons.json', ...listingFiles()].flatMap((file) => {
    try {
      return JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as NotableEntry[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  });
}

export function splitDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
