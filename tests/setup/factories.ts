/**
 * Rows for tests, written straight into a test's database: one factory per kind, with defaults
 * that read like real data and overrides for what a test is about, e.g.
 * `aMember(db, { role: 'REVIEWER' })` or `anEntry(db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' })`.
 */
import slugify from '@sindresorhus/slugify';
import type { Database } from '../../server/db/prisma';
import type { Article, Entry, Prisma, User } from '../../server/generated/prisma/client';

let made = 0;
/** Keys, slugs and file names must be unique in a database: each row made here gets a number of its own. */
const nextNumber = () => ++made;

const slugsTaken = new Map<string, number>();
/** The slug of a title, as the site gives it: the second article of a title gets "-2", and so on. */
function slugOf(title: string): string {
  const base = slugify(title) || 'entry';
  const taken = (slugsTaken.get(base) ?? 0) + 1;
  slugsTaken.set(base, taken);
  return taken === 1 ? base : `${base}-${taken}`;
}

type Uid = Pick<User, 'uid'>;

/**
 * A member as registration makes them, with the role MEMBER: an e-mail account named after the
 * uid in capitals, a name unlike any a test gives a member.
 */
export function aMember(db: Database, fields: Partial<Prisma.UserUncheckedCreateInput> = {}): Promise<User> {
  const uid = fields.uid ?? `member-${nextNumber()}`;
  return db.user.create({
    data: { uid, email: `${uid}@example.com`, displayName: uid.toUpperCase(), providerId: 'password', host: 'Daypedia', role: 'MEMBER', ...fields },
  });
}

/** A picture stored as the upload route stores an article's: WebP, 1200 × 800, the member's own. */
export function anImage(db: Database, { owner, ...fields }: { owner: Uid | null } & Partial<Prisma.ImageUncheckedCreateInput>) {
  return db.image.create({
    data: {
      ownerId: owner?.uid ?? null,
      storageKey: `articles/picture-${nextNumber()}.webp`,
      mimeType: 'image/webp',
      width: 1200,
      height: 800,
      bytes: 48_000,
      ...fields,
    },
  });
}

/** One language's text of an entry; published unless said otherwise. */
export type ArticleFields = Partial<Omit<Prisma.ArticleUncheckedCreateWithoutEntryInput, 'publishedAt'>> & { published?: boolean };

export type EntryFields = Partial<Omit<Prisma.EntryUncheckedCreateInput, 'articles' | 'createdById'>> & {
  /** The member who wrote it, if a member did. */
  createdBy?: Uid | null;
  /** The title of its one article, when `articles` does not list them. */
  title?: string;
  /** Its articles: by default one in English, published when the entry is listed. */
  articles?: ArticleFields[];
};

/** What each kind of entry is, when a test does not say: a real title, and its dates unless the test gives any. */
const DEFAULTS: Record<
  Entry['kind'],
  { title: string; summary: string; dates: Partial<Prisma.EntryUncheckedCreateInput>; fields?: Partial<Prisma.EntryUncheckedCreateInput> }
> = {
  EVENT: { title: 'Apollo 11 lands on the Moon', summary: 'Neil Armstrong and Buzz Aldrin land on the Moon.', dates: { year: 1969, month: 7, day: 20 } },
  PERSON: {
    title: 'Ada Lovelace',
    summary: 'The mathematician who wrote the first program.',
    dates: { birthYear: 1815, birthMonth: 12, birthDay: 10, deathYear: 1852, deathMonth: 11, deathDay: 27 },
  },
  HOLIDAY: { title: 'Day of the Bicycle Messengers', summary: 'Messengers ride through the city together.', dates: { month: 6, day: 3 } },
  PERSONAL: { title: 'Anna turns 36', summary: 'Happy birthday, Anna!', dates: { year: 1990, month: 6, day: 1 }, fields: { personalKind: 'BIRTHDAY' } },
};
const DATE_FIELDS = ['year', 'month', 'day', 'birthYear', 'birthMonth', 'birthDay', 'deathYear', 'deathMonth', 'deathDay'] as const;

/** An entry on its day with its articles, as readers find it once published. */
export function anEntry(db: Database, { kind = 'EVENT', createdBy = null, title, articles, ...fields }: EntryFields = {}) {
  const defaults = DEFAULTS[kind];
  const listed = fields.listed ?? true;
  const texts = (articles ?? [{ title: title ?? defaults.title, summary: title ? `${title}.` : defaults.summary }]).map(
    ({ published = listed, ...article }) => {
      const articleTitle = article.title ?? defaults.title;
      return {
        locale: 'en' as const,
        summary: `${articleTitle}.`,
        authorId: createdBy?.uid ?? null,
        ...article,
        title: articleTitle,
        slug: article.slug ?? slugOf(articleTitle),
        publishedAt: published ? new Date() : null,
      };
    },
  );
  return db.entry.create({
    data: {
      key: `${kind.toLowerCase()}-${nextNumber()}`,
      kind,
      ...(DATE_FIELDS.some((field) => field in fields) ? {} : defaults.dates),
      ...defaults.fields,
      ...fields,
      listed,
      createdById: createdBy?.uid ?? null,
      articles: { create: texts },
    },
    include: { articles: { orderBy: { id: 'asc' } } },
  });
}

/**
 * A member's personal entry (a birthday by default) as approval and payment leave it: listed on
 * its day, its article published, its revision approved.
 */
export async function aPersonalEntry(db: Database, { owner, ...fields }: { owner: Uid } & Omit<EntryFields, 'kind' | 'createdBy'>) {
  const entry = await anEntry(db, { kind: 'PERSONAL', createdBy: owner, ...fields });
  const article = entry.articles[0];
  const revision = await aRevision(db, { article, author: owner, status: 'APPROVED', summary: article.summary });
  return { entry, article, revision };
}

/** A revision of an article by a member: a draft of its title by default. */
export function aRevision(
  db: Database,
  { article, author, ...fields }: { article: Pick<Article, 'id' | 'title'>; author: Uid } & Partial<Prisma.RevisionUncheckedCreateInput>,
) {
  return db.revision.create({ data: { articleId: article.id, authorId: author.uid, status: 'DRAFT', title: article.title, ...fields } });
}

/** A reader's comment on an entry, posted on its English page. */
export function aComment(db: Database, { entry, ...fields }: { entry: Pick<Entry, 'id'> } & Partial<Prisma.CommentUncheckedCreateInput>) {
  return db.comment.create({ data: { entryId: entry.id, locale: 'en', authorName: 'Grace', text: 'A fine day for the history books.', ...fields } });
}

/** A member's donation of 5 USD for a birthday on the test provider, its checkout not opened yet. */
export function aDonation(db: Database, { donor, ...fields }: { donor: Uid } & Partial<Prisma.DonationUncheckedCreateInput>) {
  return db.donation.create({
    data: { userId: donor.uid, personalKind: 'BIRTHDAY', amount: 500, currency: 'USD', provider: 'test', status: 'PENDING', ...fields },
  });
}
