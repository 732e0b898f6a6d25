import { describe, expect, it } from 'vitest';
import { csvRecord } from './csv';

describe('csvRecord', () => {
  it('writes plain fields as they are, separated by commas, ending in CRLF', () => {
    expect(csvRecord(['1', 'EVENT', 'Apollo 11'])).toBe('1,EVENT,Apollo 11\r\n');
  });

  it('quotes fields holding a comma, a double quote, a carriage return or a line feed, doubling the quotes', () => {
    expect(csvRecord(['Ada, Countess of Lovelace', 'the "Enchantress" of numbers', 'two\nlines', 'old\r\nMac\rline'])).toBe(
      '"Ada, Countess of Lovelace","the ""Enchantress"" of numbers","two\nlines","old\r\nMac\rline"\r\n',
    );
    expect(csvRecord(['"'])).toBe('""""\r\n');
  });

  it('tells a missing value (an empty field) from an empty text (a quoted empty field)', () => {
    expect(csvRecord([null, '', 'x', null])).toBe(',"",x,\r\n');
  });

  it('leaves spaces, CJK, emoji and other characters as they are', () => {
    expect(csvRecord([' padded ', '東京オリンピック', '🚀🌕', 'semi;colon', "apostrophe's", 'tab\there'])).toBe(
      " padded ,東京オリンピック,🚀🌕,semi;colon,apostrophe's,tab\there\r\n",
    );
  });
});
