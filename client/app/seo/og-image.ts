/** A page's link preview picture (drawn by the server from its title and date) as the meta tags describe it. */
import type { Locale } from '#shared/locales';
import { OG_IMAGE_SIZE, ogImagePath, type OgPageKind } from '#shared/og-images';
import type { SeoInput } from '../lib/seo';

export function ogImageOf(locale: Locale, kind: OgPageKind, slug: string, alt: string): Pick<SeoInput, 'image' | 'imageSize' | 'imageAlt'> {
  return { image: ogImagePath({ locale, kind, slug }), imageSize: OG_IMAGE_SIZE, imageAlt: alt };
}
