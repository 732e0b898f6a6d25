/** A stretch of a text in UTF-16 code units, as the search answers it. */
export interface TextRange {
  start: number;
  length: number;
}

/** A piece of a text, marked when the query matched it. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * A text cut into plain and marked pieces along the ranges that matched. Ranges may come in any
 * order, overlap or reach past the text's end: they are sorted, merged and clipped, so the pieces
 * always read back as the whole text. A range is never allowed to split a surrogate pair, so an
 * emoji or a rare CJK character is marked whole or not at all.
 */
export function highlightParts(text: string, ranges: readonly TextRange[]): TextPart[] {
  const clipped = ranges
    .map(({ start, length }) => ({ start: Math.max(0, start), end: Math.min(text.length, start + length) }))
    .map(({ start, end }) => ({ start: widenStart(text, start), end: widenEnd(text, end) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const parts: TextPart[] = [];
  let at = 0;
  for (const { start, end } of clipped) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    const last = parts.at(-1);
    if (last?.marked && from === at) last.text += text.slice(from, end);
    else parts.push({ text: text.slice(from, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Moves a start that falls inside a surrogate pair back to the pair's first half. */
function widenStart(text: string, start: number): number {
  return start > 0 && start < text.length && isLowSurrogate(text.charCodeAt(start)) ? start - 1 : start;
}

/** Moves an end that falls inside a surrogate pair on past its second half. */
function widenEnd(text: string, end: number): number {
  return end > 0 && end < text.length && isLowSurrogate(text.charCodeAt(end)) ? end + 1 : end;
}
