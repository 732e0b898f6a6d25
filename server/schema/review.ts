import { builder } from '../builder';
import { changesBetween, type TextChange } from '../articles/changes';
import { reviewRevision } from '../articles/review';
import { textOf } from '../articles/sanitise';
import { DraftResultType } from './writing';
import { rowId } from '../row-id';

const ReviewDecisionEnum = builder.enumType('ReviewDecision', {
  description: "A reviewer's decision on a submitted revision.",
  values: {
    APPROVE: { description: 'Publish it.' },
    REJECT: { description: 'Send it back to its author with a reason.' },
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

builder.prismaObjectFields('Revision', (t) => ({
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
    resolve: (r) => changesBetween(r.article.publishedAt ? textOf(r.article.bodyHtml) : '', textOf(r.bodyHtml)),
  }),
  publishedBodyHtml: t.string({
    nullable: true,
    description: 'The text readers see now, to show beside the revision; null for a new article.',
    select: published,
    resolve: (r) => (r.article.publishedAt ? r.article.bodyHtml : null),
  }),
}));

builder.queryField('reviewQueue', (t) =>
  t.prismaConnection({
    type: 'Revision',
    cursor: 'id',
    authScopes: { reviewer: true },
    description: 'Revisions waiting for review, oldest submission first. Reviewers and admins only.',
    resolve: (query, _root, _args, ctx) => ctx.db.revision.findMany({ ...query, where: { status: 'PENDING' }, orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }] }),
  }),
);

builder.mutationField('reviewArticle', (t) =>
  t.field({
    type: DraftResultType,
    authScopes: { reviewer: true },
    description: "Approves (publishes) or rejects a submitted revision; a rejection needs a reason. Reviewers and admins only, never on their own writing.",
    args: {
      revisionId: t.arg.id({ required: true, description: 'The submitted revision.', validate: rowId }),
      decision: t.arg({ type: ReviewDecisionEnum, required: true, description: 'Approve or reject.' }),
      reason: t.arg.string({ description: 'Why it is rejected (required to reject).', validate: { maxLength: 5000 } }),
    },
    resolve: (_root, args, ctx) => reviewRevision(ctx, Number(args.revisionId) || 0, args.decision, args.reason),
  }),
);
