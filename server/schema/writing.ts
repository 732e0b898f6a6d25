import { REFERENCE_URL_MAX_LENGTH } from '#shared/article-rules';
import { builder } from '../graphql/builder';
import { saveDraft, startNewArticle, startRewrite, submitDraft, type DraftResult } from '../articles/drafts';
import { BODY_HTML_MAX_LENGTH } from '../articles/sanitise';
import { FieldError } from './errors';
import { LocaleEnum } from './locale';
import { Revision } from './revision';
import { rowId, rowNumber } from '../graphql/row-id';
import { nodeRowId } from '../graphql/global-id';
import { withRefusals, type ErrorCodeValue } from '../graphql/field-errors';

const WritableKindEnum = builder.enumType('WritableKind', {
  description: 'The kinds of article members write.',
  values: {
    HOLIDAY: { description: 'A holiday or special day: a month and a day.' },
    EVENT: { description: 'An event: a day, a month and a year.' },
    PERSON: { description: 'A person: a name and a date of birth, of death, or both.' },
  } as const,
});

export const DateInput = builder.inputType('DateInput', {
  description: 'A date as its parts; missing parts are reported, not guessed.',
  fields: (t) => ({
    year: t.int({ description: 'The year, 1000 to 2100 (not for holidays).' }),
    month: t.int({ description: 'The month, 1 to 12.' }),
    day: t.int({ description: 'The day of the month.' }),
  }),
});

const NewArticleInput = builder.inputType('NewArticleInput', {
  description: 'What a new article is about.',
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, required: true, description: 'The language the article is written in.' }),
    kind: t.field({ type: WritableKindEnum, description: 'Holiday, event or person.' }),
    personName: t.string({ description: "The person's name (persons only)." }),
    date: t.field({ type: DateInput, description: 'The day of a holiday (month and day) or an event (with the year).' }),
    birth: t.field({ type: DateInput, description: "A person's date of birth." }),
    death: t.field({ type: DateInput, description: "A person's date of death." }),
  }),
});

const ArticleDraftInput = builder.inputType('ArticleDraftInput', {
  description: 'What the member wrote. The server sanitises the text and keeps only their own images.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'The title.', validate: { maxLength: 1000 } }),
    bodyHtml: t.string({ required: true, description: 'The text as HTML from the editor.', validate: { maxLength: BODY_HTML_MAX_LENGTH } }),
    coverImageId: t.id({
      description: "The cover image (one the member uploaded, or the published article's); null for none. Left out, the revision keeps the cover it has.",
    }),
    referenceText: t.string({ description: "The reference's link text.", validate: { maxLength: 1000 } }),
    referenceUrl: t.string({ description: "The reference's URL, starting with http:// or https://.", validate: { maxLength: REFERENCE_URL_MAX_LENGTH + 100 } }),
  }),
});

export const DraftResultType = builder.objectRef<DraftResult>('ArticleDraftResult').implement({
  description: 'The revision after a change, or why the change was refused.',
  fields: (t) => ({
    revision: t.field({ type: Revision, nullable: true, description: 'The revision as now stored; null when refused.', resolve: (r) => r.revision }),
    errors: t.field({ type: [FieldError], description: 'Empty when the change was made.', resolve: (r) => r.errors }),
  }),
});

/** What saving a draft may refuse; submitting adds what an article needs to be complete. */
const DRAFT_REFUSALS = [
  'REVISION_NOT_FOUND',
  'REVISION_NOT_EDITABLE',
  'TITLE_TOO_LONG',
  'CONTENT_TOO_LONG',
  'CONTENT_TOO_COMPLEX',
  'TOO_MANY_IMAGES',
  'REFERENCE_TOO_LONG',
  'INVALID_REFERENCE_URL',
  'IMAGE_NOT_FOUND',
  'TOO_MANY_SAVES',
] as const satisfies readonly ErrorCodeValue[];

builder.mutationFields((t) => ({
  startNewArticle: t.withAuth({ member: true }).field({
    type: DraftResultType,
    description: withRefusals('Starts a new article (holiday, event or person) as a draft of the signed-in member.', [
      'TYPE_REQUIRED',
      'PERSON_NAME_REQUIRED',
      'NAME_TOO_LONG',
      'DATE_REQUIRED',
      'AT_LEAST_ONE_DATE',
      'INVALID_YEAR',
      'INVALID_DATE',
      'DEATH_BEFORE_BIRTH',
      'TOO_MANY_DRAFTS',
    ]),
    args: { input: t.arg({ type: NewArticleInput, required: true, description: 'What the article is about.' }) },
    resolve: (_root, { input }, ctx) => startNewArticle(ctx, input.locale, input),
  }),
  startRewrite: t.withAuth({ member: true }).field({
    type: DraftResultType,
    description: withRefusals("Rewrites or corrects a published article: the member's open revision of it, or a new draft copied from the published text.", [
      'ARTICLE_NOT_FOUND',
      'TOO_MANY_DRAFTS',
    ]),
    args: {
      entryId: t.arg.id({
        required: true,
        description: 'The entry whose article is rewritten: the `id` of any of its readings, its `entityId` or its `databaseId`.',
        validate: nodeRowId('Entry'),
      }),
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language of the article.' }),
    },
    resolve: (_root, { entryId, locale }, ctx) => startRewrite(ctx, rowNumber(entryId), locale),
  }),
  saveArticleDraft: t.withAuth({ member: true }).field({
    type: DraftResultType,
    description: withRefusals('Saves a draft (or a rejected revision being fixed). Only its author can; the text is sanitised.', DRAFT_REFUSALS),
    args: {
      revisionId: t.arg.id({ required: true, description: 'The revision.', validate: rowId }),
      input: t.arg({ type: ArticleDraftInput, required: true, description: 'What the member wrote.' }),
    },
    resolve: (_root, args, ctx) => saveDraft(ctx, rowNumber(args.revisionId), args.input),
  }),
  submitArticle: t.withAuth({ member: true }).field({
    type: DraftResultType,
    description: withRefusals(
      'Saves the draft and sends it to review when it is complete and the rules are confirmed; an incomplete one is saved and refused.',
      [...DRAFT_REFUSALS, 'TITLE_TOO_SHORT', 'CONTENT_TOO_SHORT', 'COVER_REQUIRED', 'RULES_NOT_ACCEPTED'],
    ),
    args: {
      revisionId: t.arg.id({ required: true, description: 'The revision.', validate: rowId }),
      input: t.arg({ type: ArticleDraftInput, required: true, description: 'What the member wrote.' }),
      rulesAccepted: t.arg.boolean({ required: true, description: 'The member confirms having read the rules.' }),
    },
    resolve: (_root, args, ctx) => submitDraft(ctx, rowNumber(args.revisionId), args.input, args.rulesAccepted),
  }),
}));
