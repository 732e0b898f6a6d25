import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRAME_PART, messagePartPath, partOfMessage, PART_NAME } from './message-parts';

const catalogue = JSON.parse(readFileSync('client/app/i18n/messages/en.json', 'utf8')) as Record<string, string>;
const namespaces = new Set(Object.keys(catalogue).map((id) => id.split('.')[0]));

/** The namespaces each page's route names in its `handle.messages`. */
function namedByRoutes(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of readdirSync('client/app/routes').filter((name) => name.endsWith('.tsx'))) {
    const list = /export const handle: MessagesHandle = \{ messages: \[([^\]]*)\] \}/.exec(readFileSync(`client/app/routes/${file}`, 'utf8'))?.[1];
    if (list !== undefined)
      named.set(
        file,
        [...list.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]),
      );
  }
  return named;
}

describe('the parts of the message catalogue', () => {
  it('put the header, footer, toasts and error pages in one part and give every other namespace its own', () => {
    expect(partOfMessage('nav.home')).toBe(FRAME_PART);
    expect(partOfMessage('notFound.title')).toBe(FRAME_PART);
    expect(partOfMessage('day.previous')).toBe('day');
    expect(partOfMessage('write.title')).toBe('write');
    for (const namespace of namespaces) expect(partOfMessage(`${namespace}.x`)).toMatch(PART_NAME);
  });

  it('are named by the reading pages with namespaces the catalogue has', () => {
    const named = namedByRoutes();
    expect(named.get('day.tsx')).toContain('day');
    expect(named.get('entry.tsx')).toContain('comments');
    for (const [file, list] of named) for (const namespace of list) expect(namespaces.has(namespace), `${file}: ${namespace}`).toBe(true);
  });

  it('live at an address of letters only, under the build', () => {
    expect(messagePartPath('0123abcd', 'de', 'day')).toBe('/assets/messages/0123abcd/de/day.json');
  });
});
