import { PERSONAL_TEXT_MAX_LENGTH, PERSONAL_TITLE_MAX_LENGTH } from '#shared/personal-entry-rules';
import { builder } from '../graphql/builder';
import { submitPersonalEntry, type PersonalEntryResult } from '../personal/entries';
import { PersonalKindEnum } from './donation';
import { FieldError } from './errors';
import { LocaleEnum } from './locale';
import { Revision } from './revision';
import { DateInput } from './writing';
import { rowId, rowNumber } from '../graphql/row-id';
import { withRefusals } from '../graphql/field-errors';

const PersonalEntryInput = builder.inputType('PersonalEntryInput', {
  description: 'A personal entry: what it is, whose name or what title, the date, a short text and an optional picture.',
  fields: (t) => ({
    personalKind: t.field({ type: PersonalKindEnum, description: 'Birthday, anniversary, memorial or event.' }),
    title: t.string({ required: true, description: 'The name or title shown on the day.', validate: { maxLength: PERSONAL_TITLE_MAX_LENGTH * 4 } }),
    date: t.field({ type: DateInput, description: 'The full date (years 1000 to 2100).' }),
    text: t.string({ required: true, description: 'A short text, plain.', validate: { maxLength: PERSONAL_TEXT_MAX_LENGTH * 4 } }),
    pictureId: t.id({ description: 'A picture the member uploaded to /uploads/personal-picture.' }),
  }),
});

const PersonalEntryResultType = builder.objectRef<PersonalEntryResult>('PersonalEntryResult').implement({
  description: 'The submitted revision, or why the submission was refused.',
  fields: (t) => ({
    revision: t.field({ type: Revision, nullable: true, description: 'The revision now waiting for review; null when refused.', resolve: (r) => r.revision }),
    paid: t.exposeBoolean('paid', { description: 'True when a paid donation covers the entry; otherwise it waits for payment.' }),
    errors: t.field({ type: [FieldError], description: 'Empty when it was submitted.', resolve: (r) => r.errors }),
  }),
});

builder.mutationFields((t) => ({
  submitPersonalEntry: t.withAuth({ member: true }).field({
    type: PersonalEntryResultType,
    description: withRefusals(
      'Sends a personal entry to review, or a rejected one back to it (`revisionId`). A credit the member holds pays for it; otherwise it waits for payment. It is listed when approved AND paid.',
      [
        'PERSONAL_KIND_REQUIRED',
        'NAME_REQUIRED',
        'NAME_TOO_LONG',
        'DATE_REQUIRED',
        'INVALID_YEAR',
        'INVALID_DATE',
        'TEXT_TOO_SHORT',
        'TEXT_TOO_LONG',
        'IMAGE_NOT_FOUND',
        'REVISION_NOT_FOUND',
        'REVISION_NOT_EDITABLE',
        'TOO_MANY_DRAFTS',
        'TOO_MANY_SAVES',
      ],
    ),
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language it is written in.' }),
      input: t.arg({ type: PersonalEntryInput, required: true, description: 'The entry.' }),
      revisionId: t.arg.id({ description: 'The rejected revision being fixed.', validate: rowId }),
    },
    resolve: (_root, { locale, input, revisionId }, ctx) =>
      submitPersonalEntry(
        ctx,
        locale,
        { ...input, pictureId: input.pictureId == null ? null : String(input.pictureId) },
        revisionId == null ? null : rowNumber(revisionId),
      ),
  }),
}));
