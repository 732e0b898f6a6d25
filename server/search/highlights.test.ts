import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './highlights';
import { searchWords } from './search-text';

/** The stretches a reader sees marked. */
const marked = (text: { text: string; highlights: readonly { start: number; length: number }[] }) =>
  text.highlights.map((range) => text.text.slice(range.start, range.start + range.length));

describe('highlight', () => {
  it('marks whole words, forgiving case, accents, endings and small typos', () => {
    expect(marked(highlight('Fall of the Berlin Wall', searchWords('berlin WALL')))).toEqual(['Berlin', 'Wall']);
    expect(marked(highlight('Die Mondlandungen der Apollo-Missionen', searchWords('Mondlandung apolo')))).toEqual(['Mondlandungen', 'Apollo']);
    expect(marked(highlight('Caída del Muro de Berlín', searchWords('caida berlin')))).toEqual(['Caída', 'Berlín']);
    expect(marked(highlight('9 Kasım 1989 gecesi', searchWords('kasim')))).toEqual(['Kasım']);
    expect(marked(highlight('İSTANBUL ve Izmir', searchWords('istanbul izmır')))).toEqual(['İSTANBUL', 'Izmir']);
  });

  it('marks the very characters of Chinese and Japanese words', () => {
    expect(marked(highlight('阿波罗11号登月', searchWords('登月')))).toEqual(['登月']);
    expect(marked(highlight('アポロ11号の月面着陸', searchWords('月面着陸')))).toEqual(['月面着陸']);
  });

  it('counts in UTF-16 code units, as JavaScript does, past characters outside the BMP', () => {
    const text = '🌕 moon 🚀 landing';
    const { highlights } = highlight(text, searchWords('moon landing'));
    expect(highlights).toEqual([
      { start: 3, length: 4 },
      { start: 11, length: 7 },
    ]);
  });

  it('marks nothing when nothing matches', () => {
    expect(highlight('Fall of the Berlin Wall', searchWords('zebra')).highlights).toEqual([]);
  });
});

describe('snippet', () => {
  const long = `${'Before the event, many things happened. '.repeat(10)}Then the wall fell in Berlin on that night. ${'Afterwards, more happened. '.repeat(10)}`;

  it('shows the stretch around the first match, cut at spaces, with its marks moved along', () => {
    const shown = snippet(long, searchWords('berlin'));
    expect(shown.text.length).toBeLessThanOrEqual(202);
    expect(shown.text.startsWith('…')).toBe(true);
    expect(shown.text.endsWith('…')).toBe(true);
    expect(marked(shown)).toEqual(['Berlin']);
  });

  it('shows the beginning when only the title matched, and a short text whole', () => {
    expect(snippet(long, searchWords('zebra')).text.startsWith('Before the event')).toBe(true);
    expect(snippet('A short text.', searchWords('short'))).toEqual({ text: 'A short text.', highlights: [{ start: 2, length: 5 }] });
  });
});
