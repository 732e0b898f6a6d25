import { builder } from '../builder';

export const RevisionStatusEnum = builder.enumType('RevisionStatus', {
  description: 'Where a revision stands in review.',
  values: {
    DRAFT: { description: 'Being written; not yet submitted.' },
    PENDING: { description: 'Submitted and waiting for a reviewer.' },
    APPROVED: { description: 'Approved and published.' },
    REJECTED: { description: 'Rejected by a reviewer, with a reason.' },
  } as const,
});

export const Revision = builder.prismaObject('Revision', {
  description: "A member's version of an article: a draft, under review, approved or rejected.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The revision.' }),
    title: t.exposeString('title', { description: 'The title as written in this revision.' }),
    status: t.expose('status', { type: RevisionStatusEnum, description: 'Where the revision stands in review.' }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true, description: "The reviewer's reason when rejected." }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true, description: 'When it was sent to review.' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true, description: 'When a reviewer decided.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last edited.' }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the article was first published, if it is.',
      select: { article: { select: { publishedAt: true } } },
      resolve: (revision) => revision.article.publishedAt,
    }),
  }),
});

builder.queryField('myArticles', (t) =>
  t.prismaConnection({
    type: 'Revision',
    cursor: 'id',
    authScopes: { member: true },
    description: "The signed-in member's revisions, last edited first.",
    resolve: (query, _root, _args, ctx) => ctx.db.revision.findMany({ ...query, where: { authorId: ctx.user!.uid }, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] }),
  }),
);
