/**
 * Sixteen everyday questions of analysts, each answered by one request to /graphql (two where a
 * question says so), written as an analyst writes them. The API guide shows them with their
 * curl, Python and JavaScript examples (./examples.ts); tests ask them of a real server and check
 * the answers against the database. The queries are plain strings on purpose: they are what an
 * analyst pastes, not documents of the app.
 */

/** A moment some days before the request is sent ("since yesterday"), worked out by each example in its own language. */
export interface DaysAgo {
  $daysAgo: number;
}

export type VariableValue = string | number | boolean | DaysAgo;

export function isDaysAgo(value: unknown): value is DaysAgo {
  return typeof value === 'object' && value !== null && '$daysAgo' in value;
}

const daysAgo = (days: number): DaysAgo => ({ $daysAgo: days });

export interface Operation {
  /** One GraphQL operation, formatted as the guide shows it. */
  query: string;
  variables: Record<string, VariableValue>;
  /** Where the answer's rows are in `data`: the list a table is made of (a connection's `edges` are read as their nodes). */
  rows: string[];
  /** Variables taken from the previous operation's answer: name → where it is in that answer's `data`. */
  from?: Record<string, string[]>;
  /** Ask again, a little later, until this part of `data` is set (a job that takes a while). */
  until?: string[];
  /** The rows are in a CSV file at this part of `data` (relative to the endpoint), not in the answer. */
  csvAt?: string[];
}

export interface AnalystQuestion {
  /** Stable, for anchors and tests. */
  id: string;
  question: string;
  /** What comes back, and how to read it. */
  answer: string;
  /** One request, or two where the question needs a job to finish. */
  operations: [Operation] | [Operation, Operation];
  /** Read the rows largest first by this column. */
  sortBy?: string;
}

/** The name of an operation, as GraphiQL's `operationName` and the examples use it. */
export function operationNameOf(query: string): string {
  const name = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
  if (!name) throw new Error(`An analyst question's operation has no name: ${query.slice(0, 40)}`);
  return name;
}

/** Mutations start work and are sent with POST; queries may also be sent with GET, which caches. */
export function isMutation(query: string): boolean {
  return /^\s*mutation\b/.test(query);
}

export const ANALYST_QUESTIONS: AnalystQuestion[] = [
  {
    id: 'events-per-month',
    question: 'How many events does the German edition list in each month?',
    answer: 'One row per month (1 to 12) with its count, counted in the database.',
    operations: [
      {
        query: `query EventsPerMonth($locale: Locale!) {
  entryCounts(filter: { locale: $locale, kind: EVENT }, groupBy: [MONTH]) {
    month
    count
  }
}`,
        variables: { locale: 'de' },
        rows: ['entryCounts'],
      },
    ],
  },
  {
    id: 'born-1850-1900-died-november',
    question: 'Which persons were born between 1850 and 1900 and died in a November?',
    answer: 'The persons whose birth year is 1850 to 1900 and whose death fell in November, oldest first, with how many there are in all.',
    operations: [
      {
        query: `query BornThenDiedInNovember($locale: Locale!) {
  entries(
    filter: { locale: $locale, kind: PERSON, birth: { fromYear: 1850, toYear: 1900 }, death: { month: 11 } }
    orderBy: [{ field: BIRTH, direction: ASC }]
    first: 100
  ) {
    totalCount
    edges {
      node {
        title
        birth { iso }
        death { iso }
        path
      }
    }
  }
}`,
        variables: { locale: 'en' },
        rows: ['entries', 'edges'],
      },
    ],
  },
  {
    id: 'turkey-holidays-2027',
    question: 'Which holidays does Turkey keep in 2027, and on which days?',
    answer: 'Every holiday kept in Turkey, with its first day in 2027 and, per country, its status and its days that year: read the rows of country TR.',
    operations: [
      {
        query: `query TurkeyHolidays($locale: Locale!, $year: Int!) {
  entries(filter: { locale: $locale, kind: HOLIDAY, countries: [TR] }, first: 100) {
    totalCount
    edges {
      node {
        key
        title
        occursOn(year: $year) { iso }
        observances(year: $year) {
          country
          status
          start { iso }
          end { iso }
        }
      }
    }
  }
}`,
        variables: { locale: 'en', year: 2027 },
        rows: ['entries', 'edges'],
      },
    ],
  },
  {
    id: 'german-public-holidays-on-weekends-2026',
    question: 'Which of Germany’s public holidays fall on a Saturday or a Sunday in 2026?',
    answer:
      'Germany’s nine nationwide public holidays of 2026 (its own status, not another country’s), each with its day in Germany and that day’s weekday: keep the rows whose weekday is SATURDAY or SUNDAY. `rule` says how the day is found ("easter 50" moves with Easter).',
    operations: [
      {
        query: `query GermanPublicHolidays($year: Int!) {
  entries(filter: { locale: en, kind: HOLIDAY, observedIn: { countries: [DE], year: $year, types: [PUBLIC] } }, first: 50) {
    totalCount
    nodes {
      key
      title
      observances(country: DE, year: $year) {
        status
        rule
        start { iso weekday }
      }
    }
  }
}`,
        variables: { year: 2026 },
        rows: ['entries', 'nodes'],
      },
    ],
  },
  {
    id: 'one-entry-eight-languages',
    question: 'What is one entry called in each of the eight languages, and which languages still lack its article?',
    answer:
      'The entry’s title in every language it is published in; `isNative` is false where the text is borrowed from another language (`fallbackFrom`), and `missingLocales` names the languages without an article of their own.',
    operations: [
      {
        query: `query EntryInEveryLanguage($key: String!) {
  entryByKey(key: $key, locale: en) {
    id
    title
    translations {
      locale
      title
      isNative
      fallbackFrom
      path
    }
    missingLocales
  }
}`,
        variables: { key: 'promulgation-of-the-meiji-constitution' },
        rows: ['entryByKey', 'translations'],
      },
    ],
  },
  {
    id: 'added-this-week',
    question: 'Which entries were added or changed in the last seven days?',
    answer:
      'The entries whose English text changed in the last seven days, most recent first. Those whose `publishedAt` falls in the week are new in English; `createdAt` says when the entry itself was made.',
    operations: [
      {
        query: `query AddedThisWeek($since: DateTime!) {
  entries(
    filter: { locale: en, updatedSince: $since }
    orderBy: [{ field: UPDATED_AT, direction: DESC }]
    first: 100
  ) {
    totalCount
    edges {
      node {
        title
        kind
        createdAt
        publishedAt
        updatedAt
        path
      }
    }
  }
}`,
        variables: { since: daysAgo(7) },
        rows: ['entries', 'edges'],
      },
    ],
  },
  {
    id: 'comment-counts',
    question: 'How many comments does each event have?',
    answer: 'Each event with the number of readers’ comments it shows. Ask for the next page with `after: pageInfo.endCursor` while `hasNextPage` is true.',
    operations: [
      {
        query: `query CommentCounts($after: String) {
  entries(filter: { locale: en, kind: EVENT }, first: 100, after: $after) {
    totalCount
    edges {
      node {
        title
        commentCount
        path
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}`,
        variables: {},
        rows: ['entries', 'edges'],
      },
    ],
    sortBy: 'commentCount',
  },
  {
    id: 'full-export',
    question: 'How do I get every English entry in one file?',
    answer:
      'Two requests: the first starts an export and names its job; the second asks for the job, again a little later until it has a `url`, where the CSV file waits (with `rowCount` rows). The ready-made dumps of every language are at /dumps/.',
    operations: [
      {
        query: `mutation StartExport {
  startExport(filter: { locale: en }, format: CSV) {
    id
    status
  }
}`,
        variables: {},
        rows: ['startExport'],
      },
      {
        query: `query ExportJob($job: ID!) {
  exportJob(id: $job) {
    id
    status
    rowCount
    url
  }
}`,
        variables: {},
        from: { job: ['startExport', 'id'] },
        until: ['exportJob', 'url'],
        rows: ['exportJob'],
        csvAt: ['exportJob', 'url'],
      },
    ],
  },
  {
    id: 'top-days',
    question: 'On which days of the year did the most events happen?',
    answer: 'One row per day of the year (month and day) with its number of events; sort by count to see the busiest days.',
    operations: [
      {
        query: `query BusiestDays {
  entryCounts(filter: { locale: en, kind: EVENT }, groupBy: [MONTH, DAY]) {
    month
    day
    count
  }
}`,
        variables: {},
        rows: ['entryCounts'],
      },
    ],
    sortBy: 'count',
  },
  {
    id: 'countries-on-2027-04-23',
    question: 'Which countries celebrate something on 23 April 2027?',
    answer: 'The holidays and special days of 23 April 2027, each with the countries that keep it that year and its status in each.',
    operations: [
      {
        query: `query WhoCelebrates($year: Int!) {
  day(month: 4, day: 23, locale: en, year: $year) {
    formattedDate
    holidays {
      key
      title
      observances(year: $year) {
        country
        status
        start { iso }
        end { iso }
      }
    }
  }
}`,
        variables: { year: 2027 },
        rows: ['day', 'holidays'],
      },
    ],
  },
  {
    id: 'easter-2025-2030',
    question: 'When is Easter Sunday from 2025 to 2030, and what is it called in the eight languages?',
    answer: 'Its date in each of the six years, and its name in every language with whether that name is the language’s own.',
    operations: [
      {
        query: `query EasterDates {
  entryByKey(key: "holiday:easter-sunday", locale: en) {
    title
    dates(fromYear: 2025, years: 6) {
      year
      start { iso }
    }
    translations {
      locale
      title
      isNative
      fallbackFrom
    }
  }
}`,
        variables: {},
        rows: ['entryByKey', 'dates'],
      },
    ],
  },
  {
    id: 'german-events-by-decade',
    question: 'How many events of the German edition fall in each decade?',
    answer: 'One row per decade (1960 for the 1960s) with its count.',
    operations: [
      {
        query: `query EventsByDecade($locale: Locale!) {
  entryCounts(filter: { locale: $locale, kind: EVENT }, groupBy: [DECADE]) {
    decade
    count
  }
}`,
        variables: { locale: 'de' },
        rows: ['entryCounts'],
      },
    ],
  },
  {
    id: 'mentioning-constitution',
    question: 'Which entries mention “constitution”?',
    answer: 'The entries whose title, summary or text mention the word (constitutional too), with how many there are.',
    operations: [
      {
        query: `query MentioningConstitution($search: String!) {
  entries(filter: { locale: en, search: $search }, first: 100) {
    totalCount
    edges {
      node {
        title
        kind
        summary
        path
      }
    }
  }
}`,
        variables: { search: 'constitution' },
        rows: ['entries', 'edges'],
      },
    ],
  },
  {
    id: 'today-in-tokyo',
    question: 'What does today hold in Tokyo, in Japanese?',
    answer: 'Today’s date in Tokyo, written in Japanese, with its events, births, deaths and holidays.',
    operations: [
      {
        query: `query TodayInTokyo {
  today(locale: ja, timeZone: "Asia/Tokyo") {
    month
    day
    formattedDate
    events {
      title
      date { iso }
      path
    }
    births {
      title
      birth { iso }
      path
    }
    deaths {
      title
      death { iso }
      path
    }
    holidays {
      title
      path
    }
  }
}`,
        variables: {},
        rows: ['today', 'events'],
      },
    ],
  },
  {
    id: 'changed-since-yesterday',
    question: 'What changed since yesterday?',
    answer: 'Every change since this time yesterday, oldest first: which entry, in which language, and whether it was CREATED, UPDATED or UNLISTED.',
    operations: [
      {
        query: `query ChangedSinceYesterday($since: DateTime!) {
  changes(since: $since, first: 100) {
    totalCount
    edges {
      node {
        type
        locale
        at
        entry {
          id
          key
          title
          path
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}`,
        variables: { since: daysAgo(1) },
        rows: ['changes', 'edges'],
      },
    ],
  },
  {
    id: 'who-wrote-it',
    question: 'Who wrote an article, and under which licence may I reuse it?',
    answer: 'The members whose approved revisions shaped the article, when it was made and first published, its licence and the attribution to cite with it.',
    operations: [
      {
        query: `query WhoWroteIt($slug: String!) {
  entry(locale: en, kind: EVENT, slug: $slug) {
    title
    createdAt
    publishedAt
    contributors { displayName }
    license {
      spdxId
      url
    }
    attribution
  }
}`,
        variables: { slug: 'promulgation-of-the-meiji-constitution' },
        rows: ['entry', 'contributors'],
      },
    ],
  },
];

/** The question of an id; a test or a link naming an unknown one is a mistake. */
export function analystQuestion(id: string): AnalystQuestion {
  const question = ANALYST_QUESTIONS.find((q) => q.id === id);
  if (!question) throw new Error(`No analyst question ${id}`);
  return question;
}

/** The variables as sent at `now`: moments worked out, values taken from the previous answer. */
export function variablesAt(operation: Operation, now: Date, previous?: unknown): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(operation.variables)) {
    values[name] = isDaysAgo(value) ? isoSeconds(new Date(now.getTime() - value.$daysAgo * 24 * 60 * 60 * 1000)) : value;
  }
  for (const [name, path] of Object.entries(operation.from ?? {})) values[name] = valueAt(previous, path) as string;
  return values;
}

/** An instant as ISO 8601 in UTC to the second, as the examples write it. */
function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The part of an answer's `data` a path names; undefined when it is not there. */
export function valueAt(data: unknown, path: string[]): unknown {
  let value = data;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}
