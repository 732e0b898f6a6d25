/** An article's text as the writing page holds it, and the ways it is read from and sent to the server. */
import type { ArticleDraftInput, WriteArticle_RevisionFragment } from '../graphql/graphql';
import { formatDayDate, formatExactDate } from '#shared/date-format';
import type { Locale } from '#shared/locales';

export type ArticleDraft = WriteArticle_RevisionFragment;

export interface ArticleContent {
  title: string;
  bodyHtml: string;
  textLength: number;
  imageCount: number;
  cover: { id: string; url: string } | null;
  referenceText: string;
  referenceUrl: string;
}

export function contentOf(revision: ArticleDraft): ArticleContent {
  return {
    title: revision.title,
    bodyHtml: revision.bodyHtml,
    textLength: revision.textLength,
    imageCount: revision.imageCount,
    cover: revision.coverImage ? { id: revision.coverImage.id, url: revision.coverImage.url } : null,
    referenceText: revision.referenceText ?? '',
    referenceUrl: revision.referenceUrl ?? '',
  };
}

export function inputOf(content: ArticleContent): ArticleDraftInput {
  return {
    title: content.title,
    bodyHtml: content.bodyHtml,
    coverImageId: content.cover?.id ?? null,
    referenceText: content.referenceText || null,
    referenceUrl: content.referenceUrl || null,
  };
}

/** What the article is about, as a line: "Event · 9 November 1989". */
export function aboutLine(revision: ArticleDraft, locale: Locale, kindLabel: string): string {
  const { entry } = revision;
  const exact = (d: { year?: number | null; month: number; day: number }) =>
    d.year ? formatExactDate(locale, { year: d.year, month: d.month, day: d.day }) : formatDayDate(locale, d);
  const dates = [entry.date, entry.birth, entry.death].filter((d): d is NonNullable<typeof d> => Boolean(d)).map(exact);
  return [kindLabel, dates.join(' – ')].filter(Boolean).join(' · ');
}
