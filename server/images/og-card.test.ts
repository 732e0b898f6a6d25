import { describe, expect, it } from 'vitest';
import { ogCardSvg, wrapTitle } from './og-card';

describe('the picture of a page', () => {
  it('breaks a title between words, and CJK text anywhere, into at most three lines', () => {
    expect(wrapTitle('Fall der Berliner Mauer', 30)).toEqual(['Fall der Berliner Mauer']);
    const long = wrapTitle('Fall der Berliner Mauer und die Öffnung der Grenzübergänge zwischen Ost- und West-Berlin in der Nacht zum zehnten November', 18);
    expect(long).toHaveLength(3);
    expect(long[2].endsWith('…')).toBe(true);
    expect(long.every((line) => !line.startsWith(' '))).toBe(true);
    expect(wrapTitle('3月14日：出来事、誕生、死去、祝日・記念日', 10)).toEqual(['3月14日：出来事、誕', '生、死去、祝日・記念', '日']);
  });

  it('writes text from the database as text, not markup', () => {
    const svg = ogCardSvg({ locale: 'en', title: '<script>&"\'', date: 'March 14' });
    expect(svg).toContain('&lt;script&gt;&amp;&quot;&apos;');
    expect(svg).not.toContain('<script>');
  });
});
