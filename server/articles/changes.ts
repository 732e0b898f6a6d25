/** What a revision changes in the published text, word by word, for reviewers. */
import { diffWordsWithSpace } from 'diff';

export interface TextChange {
  text: string;
  added: boolean;
  removed: boolean;
}

export function changesBetween(published: string, revised: string): TextChange[] {
  return diffWordsWithSpace(published, revised).map((part) => ({ text: part.value, added: Boolean(part.added), removed: Boolean(part.removed) }));
}
