import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { ErrorCode } from '../graphql/graphql';
import { refusalMessage } from './refusals';

/** The codes as the schema publishes them. */
const schema = readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8');
const codes = /enum ErrorCode \{([\s\S]*?)\n\}/
  .exec(schema)![1]
  .match(/^\s+[A-Z_]+\s*$/gm)!
  .map((line) => line.trim() as ErrorCode);

it('has a message of its own for every refusal code, in any form', () => {
  expect(codes.length).toBeGreaterThan(40);
  for (const code of codes) expect(refusalMessage(code, 'admin').id, code).toMatch(new RegExp(`\\.error\\.${code}$`));
});

it('words a code the way the form asking for it does', () => {
  expect(refusalMessage('NAME_REQUIRED', 'personal').id).toBe('personal.error.NAME_REQUIRED');
  expect(refusalMessage('NAME_REQUIRED', 'comments').id).toBe('comments.error.NAME_REQUIRED');
});
