import { TOTAL_COUNT_EXTENSIONS, totalCountOf } from './connection-count';
import { builder } from '../graphql/builder';
import type { ArticleLimits } from '#shared/article-rules';
import { limitsOfArticle } from '../articles/limits';
import { changesBetween, type TextChange } from '../articles/changes';
import { bodyChangesFor, textLengthFor } from '../articles/text-pool';
import { pathOf, type EntryView } from '../entries/views';
import type { Article, Entry as EntryRow } from '../generated/prisma/client';
import { Entry } from './entry';
import { LocaleEnum } from './locale';
import { canReview } from '#shared/roles';
import { rowId, rowNumber } from '../graphql/row-id';

const RevisionStatusEnum = builder.enumType('RevisionStatus', {
  description: 'Where a revision stands in review.',
  values: {
    DRAFT: { description: 'Being written; not yet submitted.' },
    PENDING: { description: 'Submitted and waiting for a reviewer.' },
    APPROVED: { description: 'Approved and published.' },
    REJECTED: { description: 'Rejected by a reviewer, with a reason.' },
  } as const,
});

const withEntry = { article: { include: { entry: true } } } as const;

const ArticleLimitsType = builder.objectRef<ArticleLimits>('ArticleLimits').implement({
  description:
    'The minimums a revision must meet to go to review. A new article needs a cover and its full length; a rewrite keeps what readers see (its cover or none, a shorter text) and may not be cut shorter.',
  fields: (t) => ({
    coverRequired: t.exposeBoolean('coverRequired', { description: 'True when the revision cannot go to review without a cover image.' }),
    titleMinLength: t.exposeInt('titleMin', { description: 'The shortest title allowed, in characters.' }),
    textMinLength: t.exposeInt('bodyMin', { description: 'The shortest text allowed, in characters of text without markup.' }),
  }),
});

/** The revision's entry and article as readers see them (the published text, if any). */
function entryViewOf({ article: { entry, ...article } }: { article: Article & { entry: EntryRow } }): EntryView {
  return { entry, article, locale: article.locale };
}

const PaymentStateEnum = builder.enumType('PaymentState', {
  description: 'Whether an entry is paid for: only personal entries are.',
  values: {
    NOT_REQUIRED: { description: 'Articles about events, persons and holidays are free.' },
    AWAITING_PAYMENT: { description: 'A personal entry whose donation is not paid yet: it is not listed until it is.' },
    PAID: { description: 'Paid: listed once a reviewer approves it.' },
    REFUNDED: { description: 'Paid and refunded: not listed.' },
  } as const,
});

const TextChangeType = builder.objectRef<TextChange>('TextChange').implement({
  description: 'A run of text that a revision keeps, adds or removes compared with the published article.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The text.' }),
    added: t.exposeBoolean('added', { description: 'True when the revision adds it.' }),
    removed: t.exposeBoolean('removed', { description: 'True when the revision removes it.' }),
  }),
});

/** The published text a revision is compared with; empty for a new article. */
const published = { article: { select: { publishedAt: true, title: true, bodyHtml: true } } } as const;

export const Revision = builder.prismaObject('Revision', {
  description: "A member's version of an article: a draft, under review, approved or rejected.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The revision.' }),
    articleId: t.exposeID('articleId', { description: 'The article it is a version of.' }),
    title: t.exposeString('title', { description: 'The title as written in this revision.' }),
    bodyHtml: t.exposeString('bodyHtml', { description: 'The text as written in this revision, sanitised HTML.' }),
    textLength: t.int({
      description: 'The length of the text in characters, without markup.',
      select: { bodyHtml: true },
      resolve: (r, _args, ctx) => textLengthFor(ctx, r.bodyHtml),
    }),
    coverImage: t.relation('coverImage', { nullable: true, description: 'The cover image of this revision.' }),
    imageCount: t.int({ description: 'How many images the text shows (at most 5).', select: { imageIds: true }, resolve: (r) => r.imageIds.length }),
    referenceText: t.exposeString('referenceText', { nullable: true, description: "The reference's link text." }),
    referenceUrl: t.exposeString('referenceUrl', { nullable: true, description: "The reference's URL (http or https)." }),
    limits: t.field({
      type: ArticleLimitsType,
      description: 'What the revision needs before it can go to review, measured against the published article.',
      select: { article: { select: { publishedAt: true, title: true, bodyHtml: true } } },
      resolve: (revision) => limitsOfArticle(revision.article),
    }),
    status: t.expose('status', { type: RevisionStatusEnum, description: 'Where the revision stands in review.' }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true, description: "The reviewer's reason when rejected." }),
    author: t.relation('author', { description: 'Who wrote the revision.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the revision was started.' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true, description: 'When it was last sent to review.' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true, description: 'When a reviewer decided.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last edited.' }),
    locale: t.field({
      type: LocaleEnum,
      description: 'The language of the article.',
      select: { article: { select: { locale: true } } },
      resolve: (r) => r.article.locale,
    }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the article was first published, if it is.',
      select: { article: { select: { publishedAt: true } } },
      resolve: (revision) => revision.article.publishedAt,
    }),
    entry: t.field({
      type: Entry,
      description: 'What the article is about (kind and dates) and, once published, the text readers see.',
      select: withEntry,
      resolve: entryViewOf,
    }),
    path: t.string({
      nullable: true,
      description: "The published article's page; null until it is published.",
      select: withEntry,
      resolve: (revision) => (revision.article.publishedAt ? pathOf(entryViewOf(revision)) : null),
    }),
    summary: t.exposeString('summary', { description: "A plain-text summary; a personal entry's whole text." }),
    payment: t.field({
      type: PaymentStateEnum,
      description: "Whether the revision's entry is paid for (personal entries only).",
      select: { article: { select: { entry: { select: { kind: true, donation: { select: { status: true } } } } } } },
      resolve: ({ article: { entry } }) => {
        if (entry.kind !== 'PERSONAL') return 'NOT_REQUIRED';
        const status = entry.donation?.status;
        return status === 'PAID' ? 'PAID' : status === 'REFUNDED' ? 'REFUNDED' : 'AWAITING_PAYMENT';
      },
    }),
    titleChanges: t.field({
      type: [TextChangeType],
      description: 'The title compared with the published one, word by word (all added for a new article).',
      select: { title: true, ...published },
      resolve: (r) => changesBetween(r.article.publishedAt ? r.article.title : '', r.title),
    }),
    bodyChanges: t.field({
      type: [TextChangeType],
      description: 'The text compared with the published one, word by word, without markup.',
      complexity: 20,
      select: { bodyHtml: true, ...published },
      resolve: (r, _args, ctx) => bodyChangesFor(ctx, r.article.publishedAt ? r.article.bodyHtml : '', r.bodyHtml),
    }),
    publishedBodyHtml: t.string({
      nullable: true,
      description: 'The text readers see now, to show beside the revision; null for a new article.',
      select: published,
      resolve: (r) => (r.article.publishedAt ? r.article.bodyHtml : null),
    }),
  }),
});

builder.queryFields((t) => ({
  myArticles: t.withAuth({ member: true }).prismaConnection(
    {
      type: 'Revision',
      cursor: 'id',
      description: "The signed-in member's articles, last edited first: for each, the member's newest revision.",
      // One per article the member has written a revision of.
      totalCount: (_root, _args, ctx) => ctx.db.article.count({ where: { revisions: { some: { authorId: ctx.user.uid } } } }),
      resolve: async (query, _root, _args, ctx) => {
        const authorId = ctx.user.uid;
        const newest = await ctx.db.revision.groupBy({ by: ['articleId'], where: { authorId }, _max: { id: true } });
        return ctx.db.revision.findMany({
          ...query,
          where: { id: { in: newest.map((group) => group._max.id!) } },
          orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
        });
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many articles the member has written in all (counted only when asked for).',
          extensions: TOTAL_COUNT_EXTENSIONS,
          resolve: totalCountOf,
        }),
      }),
    },
  ),
  articleDraft: t.withAuth({ member: true }).prismaField({
    type: 'Revision',
    nullable: true,
    description: 'One revision: its author reads it at any stage, reviewers once it is submitted; null for anyone else.',
    args: { id: t.arg.id({ required: true, description: 'The revision.', validate: rowId }) },
    resolve: async (query, _root, { id }, ctx) => {
      const revision = await ctx.db.revision.findUnique({ ...query, where: { id: rowNumber(id) } });
      if (!revision) return null;
      const reviewer = canReview(ctx.user) && revision.status !== 'DRAFT';
      return revision.authorId === ctx.user.uid || reviewer ? revision : null;
    },
  }),
}));

builder.subscriptionType({ description: 'Changes pushed to the browser as they happen (graphql-ws on /graphql).' });

builder.subscriptionField('articleStatusChanged', (t) =>
  t.withAuth({ member: true }).prismaField({
    type: 'Revision',
    description: "The signed-in member's revisions as they are submitted, approved or rejected, on any instance.",
    subscribe: (_root, _args, ctx) => {
      if (!ctx.statusChanges) throw new Error('Status changes are not available here.');
      return ctx.statusChanges.of(ctx.user.uid);
    },
    resolve: (query, [revisionId]: [number], _args, ctx) => ctx.db.revision.findUniqueOrThrow({ ...query, where: { id: revisionId } }),
  }),
);
