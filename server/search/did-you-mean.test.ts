import { describe, expect, it } from 'vitest';
import { searchWords } from './search-text';
import { correctedQuery } from './did-you-mean';

const corrected = (query: string, title: string) => correctedQuery(searchWords(query), title);

describe('did you mean', () => {
  it('writes a swapped, wrong, missing or doubled letter as the title does', () => {
    expect(corrected('einstien', 'Albert Einstein')).toBe('einstein');
    expect(corrected('einstain', 'Albert Einstein')).toBe('einstein');
    expect(corrected('Apolo', 'Apollo 11 Moon landing')).toBe('apollo');
    expect(corrected('APOLLLO landing', 'Apollo 11 Moon landing')).toBe('apollo landing');
  });

  it('keeps the words the title holds and those nothing in it is near', () => {
    expect(corrected('Mondlandun von Apolo', 'Mondlandung von Apollo 11')).toBe('mondlandung von apollo');
    expect(corrected('zebra', 'Albert Einstein')).toBeNull();
    expect(corrected('albert', 'Albert Einstein')).toBeNull();
  });

  it('offers nothing for Chinese or Japanese words, which have no letters to mistype', () => {
    expect(corrected('阿波落', '阿波罗11号登月')).toBeNull();
    expect(corrected('アポロー号', 'アポロ11号の月面着陸')).toBeNull();
  });
});
