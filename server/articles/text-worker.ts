/**
 * Runs in the article text worker thread: the pure, CPU-heavy work on what members write. Each
 * export is a task the pool names (text-pool.ts); arguments and answers cross by structured
 * clone, so they are plain data.
 */
import { bodyChangesBetween, type TextChange } from './changes';
import { cleanArticleBody, type CleanBody } from './sanitise';

export function cleanBody([html, imagePrefix]: [string, string]): CleanBody {
  return cleanArticleBody(html, imagePrefix);
}

export function bodyChanges([publishedHtml, revisedHtml]: [string, string]): TextChange[] {
  return bodyChangesBetween(publishedHtml, revisedHtml);
}
