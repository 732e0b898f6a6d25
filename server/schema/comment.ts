import { offsetToCursor, resolveOffsetConnection } from '@pothos/plugin-relay';
import { COMMENT_MAX_LENGTH, COMMENT_NAME_MAX_LENGTH, COMMENTS_MAX_OFFSET } from '#shared/comment-rules';
import { builder } from '../graphql/builder';
import { rowNumber } from '../graphql/row-id';
import { addComment, commentCounts, commentsById, setCommentHidden, visibleComments, type CommentCount, type CommentResult } from '../comments/comments';
import { entryCommentCount } from '../comments/entry-comment-counts';
import { Entry } from './entry';
import { maySelect } from './selection';
import { FieldError } from './errors';
import { LocaleEnum } from './locale';
import { encodeGlobalId, nodeRowId } from '../graphql/global-id';
import { withRefusals } from '../graphql/field-errors';
import type { Comment as CommentRow } from '../generated/prisma/client';

const Comment = builder.prismaObject('Comment', {
  description: "A reader's comment on an entry. The text is plain text: show it escaped.",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The comment's number in the database; arguments naming a comment take it as well as `id`." }),
    entryId: t.id({
      description:
        "The global ID of the entry it is about, read in the comment's language (as `Entry.id` gives it on that language's page); `node(id:)` reads that reading.",
      resolve: (c) => encodeGlobalId('Entry', c.entryId, c.locale),
    }),
    locale: t.expose('locale', { type: LocaleEnum, description: 'The language of the page it was written on.' }),
    authorName: t.exposeString('authorName', { description: 'The name the writer gave.' }),
    text: t.exposeString('text', { description: 'What they wrote, as plain text.' }),
    byMember: t.boolean({ description: 'True when a signed-in member wrote it.', resolve: (c) => c.userId !== null }),
    hidden: t.exposeBoolean('hidden', { description: 'Hidden by a reviewer; only reviewers see hidden comments.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
  }),
});

builder.nodeRef<CommentRow, number, typeof Comment>(Comment, {
  id: {
    description: 'The global ID of the comment (Node): `node(id:)` reads it back, and `hideComment` takes it, or `databaseId`.',
    resolve: (c) => c.id,
    parse: (id) => Number(id),
  },
  loadMany: (ids, ctx) => commentsById(ctx, ids),
});

const CommentCountType = builder.objectRef<CommentCount>('CommentLocaleCount').implement({
  description: "How many of an entry's comments were written in one language.",
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'The language.', resolve: (c) => c.locale }),
    count: t.exposeInt('count', { description: 'How many the reader may see (reviewers: hidden ones included).' }),
    hiddenCount: t.exposeInt('hidden', { description: 'How many of those are hidden; always 0 for readers, who do not see hidden comments.' }),
  }),
});

/** The counts of a page of comments, asked of the database (in one grouped statement for both) only when selected. */
interface CommentPageCounts {
  totalCount: () => Promise<number>;
  countsByLocale: () => Promise<CommentCount[]>;
}

const CommentResultType = builder.objectRef<CommentResult>('CommentResult').implement({
  description: 'The comment after a change, or why the change was refused.',
  fields: (t) => ({
    comment: t.field({ type: Comment, nullable: true, description: 'The comment as now stored; null when refused.', resolve: (r) => r.comment }),
    errors: t.field({ type: [FieldError], description: 'Empty when the change was made.', resolve: (r) => r.errors }),
  }),
});

const CommentInput = builder.inputType('CommentInput', {
  description: 'A new comment. Plain text; the server keeps it exactly as typed and pages show it escaped.',
  fields: (t) => ({
    entryId: t.id({
      required: true,
      description: 'The entry commented on: the `id` of any of its readings, its `entityId` or its `databaseId`.',
      validate: nodeRowId('Entry'),
    }),
    locale: t.field({ type: LocaleEnum, required: true, description: 'The language of the page.' }),
    authorName: t.string({ required: true, description: 'The name shown with the comment.', validate: { maxLength: COMMENT_NAME_MAX_LENGTH * 4 } }),
    text: t.string({ required: true, description: 'The comment.', validate: { maxLength: COMMENT_MAX_LENGTH * 4 } }),
    proof: t.string({
      required: true,
      description: 'A solved proof-of-work challenge from GET /auth/challenge (ALTCHA payload, base64).',
      validate: { maxLength: 4096 },
    }),
    website: t.string({ description: 'Leave empty. A field people never see; bots fill it in.', validate: { maxLength: 1000 } }),
  }),
});

builder.queryFields((t) => ({
  comments: t.connection(
    {
      type: Comment,
      description: "An entry's comments, newest first, in one language or all. Hidden comments are left out (reviewers get them too, marked hidden).",
      args: {
        entryId: t.arg.id({
          required: true,
          description: 'The entry: the `id` of any of its readings, its `entityId` or its `databaseId`.',
          validate: nodeRowId('Entry'),
        }),
        locale: t.arg({ type: LocaleEnum, description: 'Only the comments written in this language (on its pages); every language when left out.' }),
        offset: t.arg.int({
          description: 'Skip this many comments (for numbered pages); ignored when `after` is given.',
          validate: { int: true, min: 0, max: COMMENTS_MAX_OFFSET },
        }),
      },
      complexity: { field: 2, multiplier: 1 },
      resolve: async (_root, { entryId, offset, locale, ...args }, ctx, info) => {
        const id = rowNumber(entryId);
        const where = visibleComments(ctx, id, locale);
        const after = args.after ?? (offset ? offsetToCursor(offset - 1) : undefined);
        // The counts of every language come from one grouped query, which also gives the total.
        let counts: Promise<CommentCount[]> | undefined;
        const countsByLocale = () => (counts ??= commentCounts(ctx, id));
        const totalCount = async () => (await countsByLocale()).reduce((sum, c) => sum + (!locale || c.locale === locale ? c.count : 0), 0);
        // Asked for with the page, they are counted while the page is read.
        if (maySelect(info, ['totalCount', 'countsByLocale'])) void countsByLocale().catch(() => undefined);
        const connection = await resolveOffsetConnection({ args: { ...args, after } }, ({ limit, offset: skip }) =>
          ctx.db.comment.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take: limit }),
        );
        return Object.assign(connection, { totalCount, countsByLocale } satisfies CommentPageCounts);
      },
    },
    {
      description: 'A page of comments.',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many comments the entry has in the language asked for, or in all when none was (that the reader may see).',
          resolve: (connection) => (connection as unknown as CommentPageCounts).totalCount(),
        }),
        countsByLocale: c.field({
          type: [CommentCountType],
          description: 'How many comments the entry has in each language that has any (that the reader may see), whichever language was asked for.',
          resolve: (connection) => (connection as unknown as CommentPageCounts).countsByLocale(),
        }),
      }),
    },
  ),
}));

builder.mutationFields((t) => ({
  addComment: t.field({
    type: CommentResultType,
    description: withRefusals(
      'Posts a comment (anyone, with a name). Needs a solved proof-of-work challenge; each address may post a limited number per hour.',
      [
        'NAME_REQUIRED',
        'NAME_TOO_LONG',
        'COMMENT_TOO_SHORT',
        'COMMENT_TOO_LONG',
        'TOO_MANY_LINKS',
        'SPAM_SUSPECTED',
        'TOO_MANY_COMMENTS',
        'PROOF_OF_WORK_FAILED',
        'ENTRY_NOT_FOUND',
      ],
    ),
    args: { input: t.arg({ type: CommentInput, required: true, description: 'The comment.' }) },
    resolve: (_root, { input }, ctx) => addComment(ctx, { ...input, entryId: rowNumber(input.entryId), locale: input.locale }),
  }),
  hideComment: t.withAuth({ reviewer: true }).field({
    type: CommentResultType,
    description: withRefusals('Hides a comment from every page at once, or shows it again (reviewers and admins).', ['COMMENT_NOT_FOUND']),
    args: {
      id: t.arg.id({ required: true, description: 'The comment: its `id`, or its `databaseId`.', validate: nodeRowId('Comment') }),
      hidden: t.arg.boolean({ defaultValue: true, description: 'False shows a hidden comment again.' }),
    },
    resolve: (_root, { id, hidden }, ctx) => setCommentHidden(ctx, rowNumber(id), hidden ?? true),
  }),
}));

builder.objectField(Entry, 'commentCount', (t) =>
  t.int({
    description:
      "How many comments readers see on the entry's page in this language (hidden ones not counted), as `comments(entryId, locale)` lists them; with `allLanguages`, on its pages in every language. Counted for all the entries of a response in one statement.",
    args: { allLanguages: t.arg.boolean({ defaultValue: false, description: 'Count the comments written on its pages in every language.' }) },
    resolve: (v, { allLanguages }, ctx) => entryCommentCount(ctx, v.entry.id, allLanguages ? null : v.locale),
  }),
);
