import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { readNotableEntries } from '../seed/notable-entries';
import { paragraphsToHtml } from './html';
import { textOf } from './plain-text';
import { sanitiseArticleHtml } from './sanitise';

/** The text as sanitize-html's parser finds it, line ends after blocks: what textOf answers for any HTML. */
function parsedText(html: string): string {
  const spaced = html.replace(/<\/(p|h2|h3|ul|ol|li|blockquote|br)>|<br ?\/?>/g, '$&\n');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!)
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

const EDITOR_INPUT = [
  '<p>Plain.</p>',
  '<p>Armstrong &amp; Aldrin said "hello" &lt;here&gt; &#39;twice&#39; &quot;quoted&quot;.</p><ul><li>Eagle</li><li>Columbia 🚀</li></ul>',
  '<h1>Title</h1><p><b>bold</b>, <i>italic</i>, <strike>gone</strike> and <a href="https://example.org/?a=1&amp;b=2">a link</a></p>',
  '<p>Tabs\tand   spaces&nbsp;and&nbsp;non-breaking ones.</p><p><br></p><p>After an empty line.</p>',
  '<blockquote>Quoted<br>on two lines</blockquote><ol><li>one</li><li>two</li></ol>',
  '<p>東京 · Ünïcödé · עברית · 😀</p><h3>Heading</h3>',
  '<p onclick="alert(1)">Handlers go</p><script>alert(1)</script><style>p{}</style>',
  '<p>Entities: &eacute;t&eacute; &copy; &#x1F600; &#128512; &hellip;</p>',
  '<p>a < b and c > d & e</p>',
  '<img src="/images/articles/a.webp" alt="a > b"><p>after</p>',
  '<p>Un<!-- a comment -->closed <em>tags<p>and <strong>nesting',
];
const STORED_ELSEWHERE = [
  '<P>Upper case</P>',
  '<p title="a > b">An attribute with an angle bracket</p>',
  '<p>A bare &amp ampersand & and &unknown; entity</p>',
  '<p>Script in text: &lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<sup>Not kept</sup><textarea>dropped text</textarea><p>kept</p>',
  '',
  '   ',
];

describe('textOf', () => {
  it('finds the text the HTML parser finds, for every demo article', () => {
    const bodies = readNotableEntries().flatMap((entry) => Object.values(entry.translations).map((text) => paragraphsToHtml(text.body)));
    expect(bodies.length).toBeGreaterThan(100);
    for (const body of bodies) expect(textOf(body)).toBe(parsedText(body));
  });

  it('finds the text the HTML parser finds, for what the sanitiser stores of editors’ and hostile input', () => {
    for (const input of EDITOR_INPUT) {
      const stored = sanitiseArticleHtml(input, '/images/');
      expect(textOf(stored), input).toBe(parsedText(stored));
    }
  });

  it('finds the text the HTML parser finds, for HTML the sanitiser would not store', () => {
    for (const html of [...EDITOR_INPUT, ...STORED_ELSEWHERE]) expect(textOf(html), html).toBe(parsedText(html));
  });

  it('puts paragraphs, headings and list items on lines of their own', () => {
    expect(textOf('<h2>Title</h2><p>First &amp; <strong>second</strong>.</p><ul><li>one</li><li>two</li></ul><p>Line<br>break</p>')).toBe(
      'Title\nFirst & second.\none\ntwo\nLine\nbreak',
    );
  });
});
