import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const marked = (parts: ReturnType<typeof highlightParts>) => parts.filter((p) => p.marked).map((p) => p.text);
const whole = (parts: ReturnType<typeof highlightParts>) => parts.map((p) => p.text).join('');

describe('highlighted matches', () => {
  it('marks the stretches that matched and keeps the rest as it is', () => {
    const parts = highlightParts('Apollo 11 lands on the Moon', [{ start: 0, length: 6 }]);
    expect(parts).toEqual([
      { text: 'Apollo', marked: true },
      { text: ' 11 lands on the Moon', marked: false },
    ]);
  });

  it('reads unmarked text back unchanged when nothing matched', () => {
    expect(highlightParts('Mauerfall', [])).toEqual([{ text: 'Mauerfall', marked: false }]);
    expect(highlightParts('', [{ start: 0, length: 3 }])).toEqual([]);
  });

  it('marks several stretches in order, however the ranges came', () => {
    const parts = highlightParts('the moon, the moon', [
      { start: 14, length: 4 },
      { start: 4, length: 4 },
    ]);
    expect(marked(parts)).toEqual(['moon', 'moon']);
    expect(whole(parts)).toBe('the moon, the moon');
  });

  it('merges overlapping and touching ranges into one mark', () => {
    expect(
      marked(
        highlightParts('Mondlandung', [
          { start: 0, length: 4 },
          { start: 2, length: 5 },
        ]),
      ),
    ).toEqual(['Mondlan']);
    expect(
      marked(
        highlightParts('Mondlandung', [
          { start: 0, length: 4 },
          { start: 4, length: 7 },
        ]),
      ),
    ).toEqual(['Mondlandung']);
  });

  it('clips ranges that reach outside the text, and drops empty ones', () => {
    const parts = highlightParts('Kasım', [
      { start: -2, length: 3 },
      { start: 3, length: 10 },
      { start: 2, length: 0 },
      { start: 9, length: 2 },
    ]);
    expect(marked(parts)).toEqual(['K', 'ım']);
    expect(whole(parts)).toBe('Kasım');
  });

  it('counts in UTF-16 code units as JavaScript does, for Chinese and Japanese text', () => {
    expect(marked(highlightParts('阿波罗11号登月', [{ start: 6, length: 2 }]))).toEqual(['登月']);
    expect(marked(highlightParts('アポロ11号の月面着陸', [{ start: 7, length: 4 }]))).toEqual(['月面着陸']);
  });

  it('never cuts a character written with a surrogate pair in half', () => {
    const text = 'a𠀋b';
    expect(marked(highlightParts(text, [{ start: 2, length: 1 }]))).toEqual(['𠀋']);
    expect(marked(highlightParts(text, [{ start: 0, length: 2 }]))).toEqual(['a𠀋']);
    expect(whole(highlightParts(text, [{ start: 2, length: 1 }]))).toBe(text);
  });
});
