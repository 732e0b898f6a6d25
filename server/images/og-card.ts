/**
 * A link preview picture drawn from an SVG template: the site mark, the date written out and the
 * page's title, 1200 × 630 as PNG. librsvg (inside sharp) finds the machine's fonts through
 * fontconfig; the font lists fall back from the serif the site reads in to Noto CJK (Debian's
 * fonts-noto-cjk), so Chinese and Japanese titles draw in their own glyph forms.
 */
import sharp from 'sharp';
import { OG_IMAGE_SIZE } from '#shared/og-images';
import type { Locale } from '#shared/locales';

export interface OgCard {
  locale: Locale;
  /** The page's title. */
  title: string;
  /** The date the page is about, written out in its language. */
  date: string;
}

/** Raised when the template changes, so that pictures kept on disk are drawn again. */
export const OG_CARD_VERSION = 1;

const LATIN_SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";
const FONTS: Record<Locale, string> = {
  en: `${LATIN_SERIF}, 'Noto Serif CJK SC'`,
  tr: `${LATIN_SERIF}, 'Noto Serif CJK SC'`,
  de: `${LATIN_SERIF}, 'Noto Serif CJK SC'`,
  fr: `${LATIN_SERIF}, 'Noto Serif CJK SC'`,
  it: `${LATIN_SERIF}, 'Noto Serif CJK SC'`,
  es: `${LATIN_SERIF}, 'Noto Serif CJK SC'`,
  zh: `'Noto Serif CJK SC', 'Noto Sans CJK SC', ${LATIN_SERIF}`,
  ja: `'Noto Serif CJK JP', 'Noto Sans CJK JP', ${LATIN_SERIF}`,
};

/** Longer titles are cut: the picture has room for three lines. */
const MAX_TITLE = 160;
const MAX_LINES = 3;
const TEXT_WIDTH = 1040;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const isWide = (char: string) => /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char);

/** About how wide a character is, in ems: CJK ideographs are square, Latin letters about half as wide. */
function widthOf(text: string): number {
  let width = 0;
  for (const char of text) width += isWide(char) ? 1 : /[A-ZÄÖÜÇŞĞİÉÈ MWmw@]/u.test(char) ? 0.72 : 0.56;
  return width;
}

/** Lines of at most `maxEms`: between words, or between any two characters of CJK text; the last line ends in "…" when text is left over. */
export function wrapTitle(title: string, maxEms: number, maxLines = MAX_LINES): string[] {
  const tokens = [
    ...title
      .slice(0, MAX_TITLE)
      .matchAll(
        /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[^\s\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]+\s*|\s+/gu,
      ),
  ].map((m) => m[0]);
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && widthOf((line + token).trimEnd()) > maxEms) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line += token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  // Whole words are dropped before the ellipsis; CJK text (no spaces) loses characters.
  while (last && widthOf(`${last}…`) > maxEms) last = last.includes(' ') ? last.slice(0, last.lastIndexOf(' ')) : [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

export function ogCardSvg({ locale, title, date }: OgCard): string {
  const { width, height } = OG_IMAGE_SIZE;
  // Large for a short title, smaller for a long one.
  const size = widthOf(title) * 68 <= TEXT_WIDTH * 2 ? 68 : 54;
  const lines = wrapTitle(title, TEXT_WIDTH / size);
  const lineHeight = Math.round(size * 1.25);
  const font = escapeXml(FONTS[locale]);
  const titleText = lines.map((line, i) => `<tspan x="80" y="${300 + i * lineHeight + size}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xml:lang="${locale}">
<rect width="${width}" height="${height}" fill="#fbf7f2"/>
<rect y="${height - 24}" width="${width}" height="24" fill="#8a2c0d"/>
<g transform="translate(80 64) scale(1.25)">
<rect width="64" height="64" rx="12" fill="#8a2c0d"/><rect x="8" y="14" width="48" height="42" rx="6" fill="#fff"/><rect x="8" y="14" width="48" height="12" rx="6" fill="#e4572e"/>
<text x="32" y="50" font-family="${escapeXml(LATIN_SERIF)}" font-size="22" font-weight="700" text-anchor="middle" fill="#8a2c0d">21</text>
</g>
<text x="180" y="127" font-family="${escapeXml(LATIN_SERIF)}" font-size="46" font-weight="700" fill="#8a2c0d">Daypedia</text>
<text x="80" y="260" font-family="${font}" font-size="38" fill="#b23a17">${escapeXml(date.slice(0, 80))}</text>
<text font-family="${font}" font-size="${size}" font-weight="700" fill="#1f1a17">${titleText}</text>
</svg>`;
}

export function renderOgCard(card: OgCard): Promise<Buffer> {
  return sharp(Buffer.from(ogCardSvg(card)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
