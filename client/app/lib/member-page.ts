import type { MetaDescriptor } from 'react-router';
import { alternatesFor } from './alternates';
import { metaContext } from './meta-context';
import { memberPath } from '#shared/paths';
import { seoMeta } from './seo';

/** Meta tags of a member page (sign-in, profile…): a localised title, never indexed. */
export function memberPageMeta(
  matches: Parameters<typeof metaContext>[0],
  path: `/${string}`,
  titleId: string,
  descriptionId = 'site.description',
): MetaDescriptor[] {
  const ctx = metaContext(matches);
  if (!ctx) return [];
  return seoMeta({
    title: `${ctx.intl.formatMessage({ id: titleId })} · Daypedia`,
    description: ctx.intl.formatMessage({ id: descriptionId }),
    locale: ctx.locale,
    origin: ctx.origin,
    path: memberPath(ctx.locale, path),
    alternates: alternatesFor((locale) => memberPath(locale, path)),
    noindex: true,
  });
}
