/** A day's or an exact date's page as structured data: the entries it shows, and where it sits (home > day > exact date). */
import type { Graph } from 'schema-dts';
import type { MonthDay } from '#shared/calendar';
import type { MetaContext } from '../lib/meta-context';
import { breadcrumbListOf, dayCrumb, homeCrumb } from './breadcrumbs';
import { itemListOf, type ListedOnPage } from './item-list';
import { jsonLdGraph } from './json-ld';

interface DayPageData {
  summary: { date: string };
  monthDay: MonthDay;
  shown: readonly ListedOnPage[];
  /** Set on an exact date's page. */
  year?: number;
}

export function dayJsonLd(ctx: MetaContext, data: DayPageData, pathname: string): Graph {
  const crumbs = [homeCrumb(ctx.intl, ctx.locale), dayCrumb(ctx.locale, data.monthDay)];
  if (data.year !== undefined) crumbs.push({ name: data.summary.date, path: pathname });
  return jsonLdGraph(data.shown.length ? itemListOf(ctx.origin, data.summary.date, data.shown) : null, breadcrumbListOf(ctx.origin, crumbs));
}
