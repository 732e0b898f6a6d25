/**
 * Hostile values for every argument of every query and every path pattern, against the site as
 * `npm start` runs it: whatever comes in, the answer is a client error or a result, never a
 * server error, and never slow enough to suggest the server is stuck on it.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, inject, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { EXACT_DATE_SEGMENT, searchPath } from '#shared/paths';
import { CENTURY_SEGMENT, COMMENTS_SUFFIX, DAY_SECTIONS, ENTRY_SEGMENT, INFO_SEGMENT, YEAR_SEGMENT, daySectionPath, entryIndexPath } from '#shared/paths';

const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));
const MEGABYTE = 'a'.repeat(1024 * 1024);
const NUMBERS = [-(2 ** 31), -1, 0, 1, 2 ** 31 - 1, 2 ** 31];
const STRINGS = ['', '%', '\u0000', '../../etc/passwd', '1e309', 'Infinity', '-2147483648', MEGABYTE];
const SLOW_MS = 1000;

/** A GraphQL probe: its label, the operation and its variables, and whether it must be refused as bad input (else answered). */
type GraphqlProbe = readonly [label: string, query: string, variables: Record<string, unknown>, refused: boolean];

/**
 * Sends each probe and lists those answered otherwise than they must be: a refusal that is not
 * BAD_USER_INPUT naming `reason`, an answer with errors, an internal error, or slower than SLOW_MS.
 */
async function unexpectedAnswers(probes: readonly GraphqlProbe[], reason = /./): Promise<string[]> {
  const failures: string[] = [];
  for (const [label, query, variables, refused] of probes) {
    const started = performance.now();
    const response = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    const took = performance.now() - started;
    const ok = refused ? response.status < 500 && /"BAD_USER_INPUT"/.test(text) && reason.test(text) : response.status === 200 && !/"errors"/.test(text);
    if (!ok || took > SLOW_MS || /"INTERNAL_SERVER_ERROR"/.test(text))
      failures.push(`${label}: ${response.status} in ${Math.round(took)} ms ${text.slice(0, 200)}`);
  }
  return failures;
}

/** A harmless value of an input type, for the arguments not being fuzzed. */
function plain(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plain(type.ofType);
  if (isListType(type)) return [plain(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, plain(f.type)]),
    );
  }
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return true;
    if (type.name === 'DateTime') return '2026-01-01T00:00:00Z';
    return 'x';
  }
  return null;
}

function hostileValues(arg: GraphQLArgument): unknown[] {
  const named = getNamedType(arg.type);
  if (!isScalarType(named)) return [];
  if (named.name === 'Int' || named.name === 'Float') return NUMBERS;
  if (named.name === 'String' || named.name === 'ID') return [...STRINGS, ...NUMBERS.map(String)];
  if (named.name === 'DateTime') return STRINGS;
  return [];
}

interface Probe {
  label: string;
  body: string;
}

function queryProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = field.args.length ? `query(${defs}) { ${field.name}(${uses})${selection} }` : `{ ${field.name}${selection} }`;
    const base = Object.fromEntries(field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, plain(a.type)]));
    for (const arg of field.args) {
      for (const value of hostileValues(arg)) {
        probes.push({
          label: `${field.name}(${arg.name}: ${String(value).slice(0, 20)})`,
          body: JSON.stringify({ query, variables: { ...base, [arg.name]: value } }),
        });
      }
    }
  }
  // A day's fields that take arguments, asked of a real day.
  const day = schema.getType('Day');
  if (!isObjectType(day)) throw new Error('The schema has no Day type');
  for (const field of Object.values(day.getFields()).filter((f) => f.args.length)) {
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `query(${defs}) { dayBySlug(locale: en, slug: "march-14") { ${field.name}(${uses})${selection} } }`;
    const base = Object.fromEntries(field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, plain(a.type)]));
    for (const arg of field.args) {
      for (const value of hostileValues(arg)) {
        probes.push({
          label: `Day.${field.name}(${arg.name}: ${String(value).slice(0, 20)})`,
          body: JSON.stringify({ query, variables: { ...base, [arg.name]: value } }),
        });
      }
    }
  }
  // Documents at and past their bounds: the whole schema once, 240 times, and 2,000 fields of one name.
  const manyIntrospections = `{ ${Array.from({ length: 240 }, (_, i) => `s${i}: __schema { ...Whole }`).join(' ')} } fragment Whole on __Schema { types { name } }`;
  probes.push(
    { label: 'the whole schema', body: JSON.stringify({ query: getIntrospectionQuery() }) },
    { label: '240 introspections', body: JSON.stringify({ query: manyIntrospections }) },
    { label: '2,000 fields of one name', body: JSON.stringify({ query: `{ ${'day(month: 1, day: 1, locale: en) { formattedDate } '.repeat(2000)}}` }) },
  );
  return probes;
}

function pathProbes(): string[] {
  const values = ['', '-2147483648', '2147483647', '2147483648', '%', '%00', '..', 'a'.repeat(5000)];
  const prefixes = LOCALES.flatMap((locale) => {
    const p = locale === 'en' ? '' : `/${locale}`;
    return [
      ...Object.values(ENTRY_SEGMENT).map((segment) => `${p}/${segment[locale]}/`),
      `${p}/${EXACT_DATE_SEGMENT[locale]}/`,
      `${p}/`,
      `${p}/author-articles/`,
      `${p}/${INFO_SEGMENT.about[locale]}/`,
      `${p}/${YEAR_SEGMENT[locale]}/`,
      `${entryIndexPath(locale, 'EVENT')}/${CENTURY_SEGMENT[locale]}/`,
      `${entryIndexPath(locale, 'PERSON')}/${CENTURY_SEGMENT[locale]}/`,
      ...DAY_SECTIONS.flatMap((section) => [
        `${daySectionPath(locale, { month: 3, day: 14 }, section)}/`,
        `${daySectionPath(locale, { month: 3, day: 14, year: 1879 }, section)}/`,
      ]),
    ];
  });
  return prefixes.flatMap((prefix) => values.flatMap((value) => [`${prefix}${value}`, `${prefix}x${COMMENTS_SUFFIX.en}?page=${value}`]));
}

/** Link preview pictures' addresses with every kind of page and a hostile name in each place. */
function ogImageProbes(): string[] {
  const values = ['', '%', '%00', '..', '%2e%2e', '..%2f..%2fetc%2fpasswd', 'march-14%2f..', 'a'.repeat(5000), '-2147483648'];
  const kinds = ['day', 'date', 'event', 'person', 'holiday', 'entry', '..', ''];
  return [
    ...LOCALES.flatMap((locale) =>
      kinds.flatMap((kind) => values.flatMap((value) => [`/og/${locale}/${kind}/${value}.png`, `/og/${locale}/${kind}/${value}`])),
    ),
    ...values.flatMap((value) => [`/og/${value}/day/march-14.png`, `/og/${value}`, `/og/en/day/march-14.png/${value}`]),
    '/og/../etc/passwd',
    '/og/en/day/february-30.png',
    '/og/en/date/february-29-1900.png',
    '/og/en/event/no-such-event.png',
  ];
}

describe('hostile input everywhere', () => {
  it('answers a link preview picture only for a page that exists, and quickly', async () => {
    const failures: string[] = [];
    for (const path of ogImageProbes()) {
      const started = performance.now();
      const response = await fetch(`${inject('baseUrl')}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      const took = performance.now() - started;
      // The URL parser resolves dot segments before sending (/og/en/.. is /og/): those ask for another page.
      const asked = new URL(path, inject('baseUrl')).pathname;
      const expected = asked.startsWith('/og/') ? response.status === 404 : response.status < 500;
      if (!expected || took > SLOW_MS) failures.push(`${path.slice(0, 80)} (${asked.slice(0, 40)}): ${response.status} in ${Math.round(took)} ms`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('gives no query argument a server error or a stuck server', async () => {
    const failures: string[] = [];
    for (const probe of queryProbes()) {
      const started = performance.now();
      const response = await fetch(`${inject('baseUrl')}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: probe.body });
      const text = await response.text();
      const took = performance.now() - started;
      if (response.status >= 500 || took > SLOW_MS || /"INTERNAL_SERVER_ERROR"/.test(text))
        failures.push(`${probe.label}: ${response.status} in ${Math.round(took)} ms ${text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('gives no path pattern a server error or a stuck server', async () => {
    const failures: string[] = [];
    for (const path of pathProbes()) {
      const started = performance.now();
      const response = await fetch(`${inject('baseUrl')}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      const took = performance.now() - started;
      if (response.status >= 500 || took > SLOW_MS) failures.push(`${path.slice(0, 80)}: ${response.status} in ${Math.round(took)} ms`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('search terms of modifier letters and marks alone', () => {
  // Apostrophes the database reads as punctuation inside a word, and terms with nothing left to look for once folded.
  const FOUND = ['Hawaiʻi', 'Hawaiʼi', 'Hawaiʹi', 'Hawaiˈi', 'ŉabc'];
  const REFUSED = ['\u0301\u0301\u0301', 'ʻʻʻ', 'ʼʹˈ', 'ŉŉ'];
  const SEARCH_QUERY = 'query($query: String!, $locale: Locale!) { search(query: $query, locale: $locale, first: 1) { totalCount } }';
  const FILTER_QUERY = 'query($filter: EntryFilter!) { entries(filter: $filter, first: 1) { totalCount } }';

  async function api(query: string, variables: Record<string, unknown>): Promise<{ status: number; text: string }> {
    const response = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, text: await response.text() };
  }

  it('answers them in the API and on the results page of every language, refusing those with too few letters', async () => {
    const failures: string[] = [];
    for (const locale of LOCALES) {
      for (const term of [...FOUND, ...REFUSED]) {
        const refused = REFUSED.includes(term);
        for (const [what, answer] of [
          ['search', await api(SEARCH_QUERY, { query: term, locale })],
          ['entries', await api(FILTER_QUERY, { filter: { locale, search: term } })],
        ] as const) {
          const ok = answer.status === 200 && (refused ? /"BAD_USER_INPUT"/.test(answer.text) : !/"errors"/.test(answer.text));
          if (!ok) failures.push(`${what} ${JSON.stringify(term)} in ${locale}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
        const page = await fetch(`${inject('baseUrl')}${searchPath(locale, term)}`, { redirect: 'manual' });
        const html = await page.text();
        if (page.status !== 200 || (refused && !html.includes('role="alert"')))
          failures.push(`${searchPath(locale, term)}: ${page.status}${refused ? ' without the refusal' : ''}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('entries asked of every language, by native languages and in titles', () => {
  const LIST =
    'query($filter: EntryFilter!, $orderBy: [EntryOrder!]) { entries(filter: $filter, orderBy: $orderBy, first: 5) { totalCount nodes { locale title } } }';
  const COUNTS = 'query($filter: EntryFilter!) { entryCounts(filter: $filter, groupBy: [MONTH, DAY]) { count } }';

  /** Each probe with whether it must be refused as bad input (else it must be answered). */
  const probes: GraphqlProbe[] = [
    ...[[], ['xx'], [null], 'EN', Array.from({ length: 9 }, () => 'en'), Array.from({ length: 1000 }, () => 'de')].map(
      (locales) => [`nativeIn.locales ${JSON.stringify(locales).slice(0, 30)}`, LIST, { filter: { nativeIn: { locales } } }, true] as const,
    ),
    ['nativeIn without locales', LIST, { filter: { nativeIn: { all: true } } }, true],
    ['nativeIn.all "yes"', LIST, { filter: { nativeIn: { locales: ['en'], all: 'yes' } } }, true],
    ...['SUMMARY', 'title', '', 1].map((searchIn) => [`searchIn ${JSON.stringify(searchIn)}`, LIST, { filter: { search: 'moon', searchIn } }, true] as const),
    ['searchIn without search', LIST, { filter: { searchIn: 'TITLE' } }, true],
    ...['TITLE', 'UPDATED_AT'].map((field) => [`orderBy ${field} without a language`, LIST, { filter: {}, orderBy: [{ field }] }, true] as const),
    [
      'a cursor of one language in a list of all',
      'query($after: String) { entries(filter: {}, orderBy: [{ field: COMMENT_COUNT }], after: $after) { totalCount } }',
      { after: Buffer.from(JSON.stringify(['COMMENT_COUNT(en):ASC', [0], 1])).toString('base64url') },
      true,
    ],
    ['every entry by comment count', LIST, { filter: {}, orderBy: [{ field: 'COMMENT_COUNT', direction: 'DESC' }] }, false],
    ['a language by comment count', LIST, { filter: { locale: 'tr' }, orderBy: [{ field: 'COMMENT_COUNT', direction: 'DESC' }] }, false],
    ['written in every language', LIST, { filter: { nativeIn: { locales: [...LOCALES], all: true } } }, false],
    ['a title search in every language', LIST, { filter: { search: 'Mond', searchIn: 'TITLE' } }, false],
    ['a search of every language', LIST, { filter: { search: '登月' } }, false],
    ['changed since in every language', LIST, { filter: { updatedSince: '2026-01-01T00:00:00Z' } }, false],
    ['a null language', LIST, { filter: { locale: null, kind: 'PERSON' } }, false],
    ['births by day in every language', COUNTS, { filter: { kind: 'PERSON', birth: {} } }, false],
    ['counts of a title search in every language', COUNTS, { filter: { search: 'Christmas', searchIn: 'TITLE' } }, false],
  ];

  it('refuses a bad language, place of search or order as bad input with the reason, quickly, and answers the rest', async () => {
    expect(await unexpectedAnswers(probes)).toEqual([]);
  }, 120_000);
});

describe('holidays asked of a country and a year', () => {
  const OBSERVANCES =
    'query($country: CountryCode, $year: Int, $substitutes: Boolean) { entryByKey(key: "holiday:christmas-day", locale: en) { observances(country: $country, year: $year, substitutes: $substitutes) { country substitute start { weekday } } } }';
  const OBSERVED =
    'query($filter: EntryFilter!) { entries(filter: $filter, first: 5) { totalCount } entryCounts(filter: $filter, groupBy: [COUNTRY, HOLIDAY_TYPE]) { count } }';
  const observedIn = (value: Record<string, unknown>) => ({ filter: { locale: 'en', observedIn: value } });

  /** Each probe with whether it must be refused as bad input (else it must be answered). */
  const probes: GraphqlProbe[] = [
    ...['BR', 'XX', 'de', '', '%', '\u0000', 'D'.repeat(1000)].map(
      (country) => [`country ${country.slice(0, 20)}`, OBSERVANCES, { country, year: 2026 }, true] as const,
    ),
    ...[...NUMBERS, 1582, 4100, 2 ** 53].map((year) => [`year ${year}`, OBSERVANCES, { year }, true] as const),
    ['year 2.5', OBSERVANCES, { year: 2.5 }, true],
    ['substitutes "yes"', OBSERVANCES, { year: 2026, substitutes: 'yes' }, true],
    ['a country and a year', OBSERVANCES, { country: 'US', year: 2026, substitutes: true }, false],
    ['the first year', OBSERVANCES, { year: 1583 }, false],
    ['the last year', OBSERVANCES, { year: 4099 }, false],
    ...[['BR'], ['XX'], ['DE', 'BR'], Array.from({ length: 12 }, () => 'DE'), [null], 'BR'].map(
      (countries) => [`observedIn.countries ${JSON.stringify(countries).slice(0, 30)}`, OBSERVED, observedIn({ countries }), true] as const,
    ),
    ...[...NUMBERS, 1582, 4100].map((year) => [`observedIn.year ${year}`, OBSERVED, observedIn({ year }), true] as const),
    ...[['NOPE'], ['public'], Array.from({ length: 6 }, () => 'PUBLIC')].map(
      (types) => [`observedIn.types ${JSON.stringify(types).slice(0, 30)}`, OBSERVED, observedIn({ types }), true] as const,
    ),
    ['movesWithEaster 1', OBSERVED, { filter: { locale: 'en', movesWithEaster: 1 } }, true],
    ['observedIn {}', OBSERVED, observedIn({}), false],
    [
      'observedIn every country',
      OBSERVED,
      observedIn({ countries: ['AT', 'CH', 'CN', 'DE', 'ES', 'FR', 'GB', 'IT', 'JP', 'TR', 'US'], year: 4099, types: ['PUBLIC'] }),
      false,
    ],
    ['observedIn none', OBSERVED, observedIn({ countries: [], types: [] }), false],
    // GraphQL reads a single value where a list is expected as a list of it.
    ['observedIn one country without a list', OBSERVED, observedIn({ countries: 'DE', year: 2026 }), false],
  ];

  it('refuses a bad country, year or status as bad input with the reason, quickly, and answers the rest', async () => {
    expect(await unexpectedAnswers(probes)).toEqual([]);
  }, 120_000);
});

describe('kinds of entries asked of the change log', () => {
  const CHANGES_OF_KINDS =
    'query($since: DateTime!, $kinds: [EntryKind!]) { changes(since: $since, kinds: $kinds, first: 5) { totalCount nodes { kind madeBy } pageInfo { endCursor } } }';
  const since = () => new Date(Date.now() - 7 * 86_400_000).toISOString();

  /** Each value of `kinds` with whether it must be refused as bad input (else it must be answered). */
  const probes: (readonly [kinds: unknown, refused: boolean])[] = [
    [['EVENTS'], true],
    [['event'], true],
    [[''], true],
    [['%'], true],
    [['\u0000'], true],
    [[null], true],
    [[1], true],
    [[{ kind: 'EVENT' }], true],
    [['E'.repeat(100_000)], true],
    [Array.from({ length: 5 }, () => 'EVENT'), true],
    [Array.from({ length: 10_000 }, () => 'HOLIDAY'), true],
    ['NOVEL', true],
    [[], false],
    [null, false],
    [['HOLIDAY'], false],
    [['EVENT', 'PERSON', 'HOLIDAY', 'PERSONAL'], false],
    // GraphQL reads a single value where a list is expected as a list of it.
    ['PERSON', false],
  ];

  it('refuses a kind it does not know or too many as bad input with the reason, quickly, and answers the rest', async () => {
    const asked = probes.map(
      ([kinds, refused]) => [`kinds ${JSON.stringify(kinds).slice(0, 30)}`, CHANGES_OF_KINDS, { since: since(), kinds }, refused] as const,
    );
    expect(await unexpectedAnswers(asked, /kinds|EntryKind|control characters/)).toEqual([]);
  }, 120_000);
});
