import { builder } from '../builder';

/** Stable codes of refused input; the client maps each to a message in every language. */
export const ErrorCode = builder.enumType('ErrorCode', {
  description: 'Why a change was refused. Stable: clients translate these codes.',
  values: {
    NAME_REQUIRED: { description: 'A name must be given.' },
    NAME_TOO_LONG: { description: 'The name is longer than allowed.' },
    BIO_TOO_LONG: { description: 'The text about the member is longer than allowed.' },
    PICTURE_NOT_FOUND: { description: 'The picture was not uploaded by this member.' },
    USER_NOT_FOUND: { description: 'No member has this id.' },
    CANNOT_DISABLE_SELF: { description: 'An admin cannot disable their own account.' },
  } as const,
});

export type ErrorCodeValue = typeof ErrorCode.$inferType;

export interface FieldErrorShape {
  field: string | null;
  code: ErrorCodeValue;
}

export const FieldError = builder.objectRef<FieldErrorShape>('FieldError').implement({
  description: 'One refused part of a change.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true, description: 'The input field at fault, or null when the change as a whole was refused.' }),
    code: t.expose('code', { type: ErrorCode, description: 'Why it was refused.' }),
  }),
});

/** Turns zod issues whose messages are error codes into field errors. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrorShape[] {
  return issues.map((issue) => ({ field: issue.path.length ? String(issue.path[0]) : null, code: issue.message as ErrorCodeValue }));
}
