import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';

const dir = path.join(import.meta.dirname, 'messages');
const read = (locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const english = read('en');

/** Message ids the interface uses literally: <FormattedMessage id="…"> and formatMessage({ id: '…' }). */
function idsUsedInSource(): Set<string> {
  const ids = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'graphql') walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/\bid[=:]\s*["'`]([a-zA-Z]+\.[\w.]+)["'`]/g)) ids.add(m[1]);
      }
    }
  };
  walk(path.join(import.meta.dirname, '..'));
  return ids;
}

function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<typeof parse>) => {
    for (const element of elements as unknown as { value?: unknown; options?: Record<string, { value: ReturnType<typeof parse> }> }[]) {
      if (typeof element.value === 'string' && 'value' in element && (element as { type: number }).type !== 0) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) visit(option.value);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('interface messages', () => {
  it.each(LOCALES)('%s has exactly the English keys, each a valid message with the same arguments', (locale) => {
    const messages = read(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, text] of Object.entries(messages)) {
      expect(text.trim(), `${locale}:${id}`).not.toBe('');
      expect(argumentNames(text), `${locale}:${id}`).toEqual(argumentNames(english[id]));
    }
  });

  it('defines every message id the interface uses', () => {
    const missing = [...idsUsedInSource()].filter((id) => !(id in english));
    expect(missing).toEqual([]);
  });
});

describe('argument comparison', () => {
  it('sees arguments inside plurals', () => {
    expect(argumentNames('{count, plural, one {# at {date}} other {#}}')).toEqual(['count', 'date']);
  });
});
