import { Fragment } from 'react';
import { highlightParts, type TextRange } from './highlight';

/** A text with the stretches the search matched marked for the reader's eye (and for screen readers, which may say "highlight"). */
export function Highlighted({ text }: { text: { text: string; highlights: readonly TextRange[] } }) {
  return (
    <span>
      {highlightParts(text.text, text.highlights).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </span>
  );
}
