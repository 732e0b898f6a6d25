/**
 * An article's text as a reader reads it, for snippets: the summary, then the body without its
 * markup (the sanitiser writes only a few entities, turned back into characters here).
 */
import type { Article } from '../generated/prisma/client';

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

export function articlePlainText(article: Pick<Article, 'summary' | 'bodyHtml'>): string {
  return [article.summary.trim(), htmlText(article.bodyHtml)].filter(Boolean).join(' ');
}
