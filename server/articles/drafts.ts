/**
 * Members' writing: a new article (its entry waits unlisted until a reviewer approves), a
 * rewrite of a published one (a copy; the published text stays until the copy is approved),
 * saving drafts and sending them to review. Only a revision's author changes it, and only
 * while it is a draft or rejected.
 */
import { randomUUID } from 'node:crypto';
import type { Locale } from '#shared/locales';
import { draftProblems, newArticleProblems, submissionProblems, type ArticleContent, type NewArticleInput } from '#shared/article-rules';
import type { MemberContext } from '../graphql/context';
import type { Article, Revision } from '../generated/prisma/client';
import type { FieldErrorShape } from '../graphql/field-errors';
import { limitsOfArticle } from './limits';
import { imageUrlsOf } from './sanitise';
import { cleanBodyFor, rememberTextLength } from './text-pool';
import { announceStatusChange } from './status-changes';

export interface DraftInput {
  title: string;
  bodyHtml: string;
  /** Null for no cover; left out, the revision keeps the cover it has. */
  coverImageId?: string | null;
  referenceText?: string | null;
  referenceUrl?: string | null;
}

export interface DraftResult {
  revision: Revision | null;
  errors: FieldErrorShape[];
}

const refused = (field: string | null, code: FieldErrorShape['code']): DraftResult => ({ revision: null, errors: [{ field, code }] });

/** Starts a new article: an unlisted entry, its article in the member's language, and a draft. */
export async function startNewArticle(ctx: MemberContext, locale: Locale, input: NewArticleInput): Promise<DraftResult> {
  const problems = newArticleProblems(input);
  if (problems.length) return { revision: null, errors: problems };
  const authorId = ctx.user.uid;
  if (!(await ctx.abuse.draftAllowed(authorId))) return refused(null, 'TOO_MANY_DRAFTS');
  const { kind, date, birth, death } = input;
  // Only a person's draft starts with a title; a name left over from another type is not one.
  const personName = kind === 'PERSON' ? (input.personName?.trim() ?? '') : '';
  const has = (d: typeof birth) => Boolean(d && d.month != null);
  const revision = await ctx.db.$transaction(async (tx) => {
    const entry = await tx.entry.create({
      data: {
        key: `member-${randomUUID()}`,
        kind: kind!,
        listed: false,
        createdById: authorId,
        ...(kind === 'PERSON'
          ? {
              ...(has(birth) ? { birthYear: birth!.year, birthMonth: birth!.month, birthDay: birth!.day } : {}),
              ...(has(death) ? { deathYear: death!.year, deathMonth: death!.month, deathDay: death!.day } : {}),
            }
          : { year: kind === 'EVENT' ? date!.year : null, month: date!.month, day: date!.day }),
      },
    });
    // Until it is published the article has a placeholder slug no reader sees.
    const article = await tx.article.create({ data: { entryId: entry.id, locale, slug: `draft-${randomUUID()}`, title: personName, authorId } });
    return tx.revision.create({ data: { articleId: article.id, authorId, title: personName } });
  });
  return { revision, errors: [] };
}

/**
 * The member's open revision of a published article, or a new draft copied from the published
 * text: one open revision per member and article.
 */
export async function startRewrite(ctx: MemberContext, entryId: number, locale: Locale): Promise<DraftResult> {
  const authorId = ctx.user.uid;
  const article = await ctx.db.article.findUnique({ where: { entryId_locale: { entryId, locale } }, include: { entry: { select: { kind: true } } } });
  // Text borrowed from another language may be rewritten too: that is translating it. A personal
  // entry is its owner's paid listing, changed only through its own form before it is listed.
  if (!article?.publishedAt || article.entry.kind === 'PERSONAL') return refused('entryId', 'ARTICLE_NOT_FOUND');
  const articleId = article.id;
  const open = await ctx.db.revision.findFirst({
    where: { articleId, authorId, status: { in: ['DRAFT', 'REJECTED', 'PENDING'] } },
    orderBy: { id: 'desc' },
  });
  if (open) return { revision: open, errors: [] };
  // A new copy is a new draft, counted with new articles.
  if (!(await ctx.abuse.draftAllowed(authorId))) return refused(null, 'TOO_MANY_DRAFTS');
  const published = await ctx.db.revision.findFirst({ where: { articleId, status: 'APPROVED' }, orderBy: { reviewedAt: 'desc' }, select: { imageIds: true } });
  const revision = await ctx.db.revision.create({
    data: {
      articleId,
      authorId,
      title: article.title,
      summary: article.summary,
      bodyHtml: article.bodyHtml,
      coverImageId: article.coverImageId,
      imageIds: published?.imageIds ?? [],
      referenceText: article.referenceText,
      referenceUrl: article.referenceUrl,
    },
  });
  return { revision, errors: [] };
}

type Editable = Revision & { article: Article };

/** The revision if the signed-in member may change it, else why not. */
async function editable(ctx: MemberContext, revisionId: number): Promise<Editable | DraftResult> {
  const revision = await ctx.db.revision.findUnique({ where: { id: revisionId }, include: { article: true } });
  // Another member's draft is answered exactly like a missing one.
  if (!revision || revision.authorId !== ctx.user.uid) return refused('revisionId', 'REVISION_NOT_FOUND');
  if (revision.status !== 'DRAFT' && revision.status !== 'REJECTED') return refused('revisionId', 'REVISION_NOT_EDITABLE');
  return revision;
}

interface CleanDraft {
  title: string;
  bodyHtml: string;
  summary: string;
  coverImageId: string | null;
  imageIds: string[];
  referenceText: string | null;
  referenceUrl: string | null;
  content: ArticleContent;
}

/**
 * The draft as it may be stored: sanitised, with only pictures the member uploaded, the
 * published article shows, or the draft already had (copied from an earlier published version).
 */
async function cleanDraft(ctx: MemberContext, revision: Editable, input: DraftInput): Promise<CleanDraft | DraftResult> {
  const authorId = ctx.user.uid;
  const prefix = ctx.images.url('');
  const body = await cleanBodyFor(ctx, input.bodyHtml, prefix);
  if ('refused' in body) return refused('bodyHtml', body.refused);
  // Dropping pictures below changes neither the text nor its summary.
  const { textLength, summary } = body;
  let bodyHtml = body.bodyHtml;
  const keyOf = (url: string) => url.slice(prefix.length);
  const publishedUrls = new Set(imageUrlsOf(revision.article.bodyHtml));
  const urls = [...new Set(imageUrlsOf(bodyHtml))];
  const images = await ctx.db.image.findMany({ where: { storageKey: { in: urls.map(keyOf) } } });
  const kept = (id: string) => revision.imageIds.includes(id) || id === revision.coverImageId;
  const allowed = new Map(
    images
      .filter((image) => image.ownerId === authorId || publishedUrls.has(ctx.images.url(image.storageKey)) || kept(image.id))
      .map((image) => [image.storageKey, image.id]),
  );
  bodyHtml = bodyHtml.replace(/<img [^>]*src="([^"]+)"[^>]*>/g, (tag, url: string) => (allowed.has(keyOf(url)) ? tag : ''));
  const imageIds = urls.flatMap((url) => allowed.get(keyOf(url)) ?? []);

  // A cover is added or removed only when the input says so.
  const coverImageId = input.coverImageId === undefined ? revision.coverImageId : input.coverImageId || null;
  if (
    coverImageId &&
    coverImageId !== revision.article.coverImageId &&
    !kept(coverImageId) &&
    !(await ctx.db.image.findFirst({ where: { id: coverImageId, ownerId: authorId } }))
  ) {
    return refused('coverImageId', 'IMAGE_NOT_FOUND');
  }
  const title = input.title.replace(/\s+/g, ' ').trim();
  const referenceText = input.referenceText?.trim() || null;
  const referenceUrl = input.referenceUrl?.trim() || null;
  const content: ArticleContent = { title, textLength, coverImageId, imageCount: imageIds.length, referenceText, referenceUrl };
  const problems = draftProblems(content);
  if (problems.length) return { revision: null, errors: problems };
  rememberTextLength(ctx, bodyHtml, textLength);
  return { title, bodyHtml, summary, coverImageId, imageIds, referenceText, referenceUrl, content };
}

const isResult = (value: object): value is DraftResult => 'errors' in value;

/** Saves what the member wrote; a rejected revision stays rejected (with its reason) until resubmitted. */
export async function saveDraft(ctx: MemberContext, revisionId: number, input: DraftInput): Promise<DraftResult> {
  if (!(await ctx.abuse.draftSaveAllowed(ctx.user.uid))) return refused(null, 'TOO_MANY_SAVES');
  const revision = await editable(ctx, revisionId);
  if (isResult(revision)) return revision;
  const draft = await cleanDraft(ctx, revision, input);
  if (isResult(draft)) return draft;
  const { content: _content, ...data } = draft;
  return { revision: await ctx.db.revision.update({ where: { id: revisionId }, data }), errors: [] };
}

/** Saves the draft, then sends it to review if it is complete; what was written is kept either way. */
export async function submitDraft(ctx: MemberContext, revisionId: number, input: DraftInput, rulesAccepted: boolean): Promise<DraftResult> {
  // Submitting saves the text as well, and costs what a save costs.
  if (!(await ctx.abuse.draftSaveAllowed(ctx.user.uid))) return refused(null, 'TOO_MANY_SAVES');
  const revision = await editable(ctx, revisionId);
  if (isResult(revision)) return revision;
  const draft = await cleanDraft(ctx, revision, input);
  if (isResult(draft)) return draft;
  const { content, ...data } = draft;
  const problems = submissionProblems(content, rulesAccepted, limitsOfArticle(revision.article));
  if (problems.length) {
    await ctx.db.revision.update({ where: { id: revisionId }, data });
    return { revision: null, errors: problems };
  }
  const submitted = await ctx.db.revision.update({
    where: { id: revisionId },
    data: { ...data, status: 'PENDING', submittedAt: new Date(), rejectionReason: null, reviewerId: null, reviewedAt: null },
  });
  await announceStatusChange(ctx.db, { revisionId, authorId: submitted.authorId });
  return { revision: submitted, errors: [] };
}
