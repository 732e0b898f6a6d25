/** The minimums a revision is held to, taken from what readers see of its article today. */
import { limitsFor, type ArticleLimits } from '#shared/article-rules';
import { textOf } from './plain-text';

export function limitsOfArticle(article: { publishedAt: Date | null; title: string; bodyHtml: string }): ArticleLimits {
  return limitsFor(article.publishedAt ? { title: article.title, textLength: textOf(article.bodyHtml).length } : null);
}
