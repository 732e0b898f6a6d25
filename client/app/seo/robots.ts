/** robots.txt: crawlers stay out of the member area and the sign-in flows under every language's prefix, and find the sitemaps. */
import { LOCALES } from '#shared/locales';
import { MEMBER_ONLY_PATHS, SIGN_IN_PATHS, memberPath } from '#shared/paths';

export function robotsTxt(origin: string): string {
  const disallowed = LOCALES.flatMap((locale) => [...MEMBER_ONLY_PATHS, ...SIGN_IN_PATHS].map((path) => `Disallow: ${memberPath(locale, path)}`));
  return ['User-agent: *', 'Allow: /', ...disallowed, 'Disallow: /graphql', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
