import { builder } from '../graphql/builder';
import { ERROR_CODES, type FieldErrorShape } from '../graphql/field-errors';

/** Stable codes of refused input; the client maps each to a message in every language. */
const ErrorCode = builder.enumType('ErrorCode', {
  description: 'Why a change was refused. Stable: clients translate these codes.',
  values: ERROR_CODES,
});

export const FieldError = builder.objectRef<FieldErrorShape>('FieldError').implement({
  description: 'One refused part of a change.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true, description: 'The input field at fault, or null when the change as a whole was refused.' }),
    code: t.expose('code', { type: ErrorCode, description: 'Why it was refused.' }),
  }),
});
