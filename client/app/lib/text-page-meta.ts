import type { MetaDescriptor } from 'react-router';
import { metaContext } from './meta-context';
import { seoMeta, type Alternates } from './seo';
import { breadcrumbListOf, homeCrumb } from '../seo/breadcrumbs';
import { jsonLdGraph } from '../seo/json-ld';

/** Meta tags of a page of text kept in content/ (about, terms, the writing guide): its own title and description. */
export function textPageMeta({
  loaderData,
  matches,
  location,
}: {
  loaderData: { text: { title: string; description: string }; alternates: Alternates } | undefined;
  matches: Parameters<typeof metaContext>[0];
  location: { pathname: string };
}): MetaDescriptor[] {
  const ctx = metaContext(matches);
  if (!ctx || !loaderData) return [];
  return seoMeta({
    title: `${loaderData.text.title} · Daypedia`,
    description: loaderData.text.description,
    locale: ctx.locale,
    origin: ctx.origin,
    path: location.pathname,
    alternates: loaderData.alternates,
    jsonLd: jsonLdGraph(breadcrumbListOf(ctx.origin, [homeCrumb(ctx.intl, ctx.locale), { name: loaderData.text.title, path: location.pathname }])),
  });
}
