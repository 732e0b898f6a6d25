import { TOTAL_COUNT_EXTENSIONS, totalCountOf } from './connection-count';
import { builder } from '../graphql/builder';
import { reviewRevision } from '../articles/review';
import { DraftResultType } from './writing';
import { rowId, rowNumber } from '../graphql/row-id';
import { withRefusals } from '../graphql/field-errors';

const ReviewDecisionEnum = builder.enumType('ReviewDecision', {
  description: "A reviewer's decision on a submitted revision.",
  values: {
    APPROVE: { description: 'Publish it.' },
    REJECT: { description: 'Send it back to its author with a reason.' },
  } as const,
});

builder.queryField('reviewQueue', (t) =>
  t.withAuth({ reviewer: true }).prismaConnection(
    {
      type: 'Revision',
      cursor: 'id',
      description: 'Revisions waiting for review, oldest submission first. Reviewers and admins only.',
      totalCount: (_root, _args, ctx) => ctx.db.revision.count({ where: { status: 'PENDING' } }),
      resolve: (query, _root, _args, ctx) =>
        ctx.db.revision.findMany({ ...query, where: { status: 'PENDING' }, orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }] }),
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many revisions wait for review in all (counted only when asked for).',
          extensions: TOTAL_COUNT_EXTENSIONS,
          resolve: totalCountOf,
        }),
      }),
    },
  ),
);

builder.mutationField('reviewArticle', (t) =>
  t.withAuth({ reviewer: true }).field({
    type: DraftResultType,
    description: withRefusals(
      'Approves (publishes) or rejects a submitted revision; a rejection needs a reason. Reviewers and admins only, never on their own writing.',
      ['REASON_REQUIRED', 'REASON_TOO_LONG', 'CANNOT_REVIEW_OWN', 'REVISION_NOT_PENDING'],
    ),
    args: {
      revisionId: t.arg.id({ required: true, description: 'The submitted revision.', validate: rowId }),
      decision: t.arg({ type: ReviewDecisionEnum, required: true, description: 'Approve or reject.' }),
      reason: t.arg.string({ description: 'Why it is rejected (required to reject).', validate: { maxLength: 5000 } }),
    },
    resolve: (_root, args, ctx) => reviewRevision(ctx, rowNumber(args.revisionId), args.decision, args.reason),
  }),
);
