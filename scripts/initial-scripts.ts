/**
 * The scripts a page needs before it comes alive, read from its HTML: every `<script src>`, every
 * `<link rel="modulepreload">` and the modules its inline module scripts import. What the browser
 * fetches later (a route it navigates to, the rest of the language's messages, Apollo for a first
 * comment) is not among them. The benchmark and the page weight test count these.
 */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, 'i').exec(tag)?.[1];
}

export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, 'src');
    if (src) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') urls.add(href);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, specifier] of body.matchAll(/\bimport\s*(?:[^'"()]*?\bfrom\s*)?\(?\s*["']([^"']+\.js)["']/g)) urls.add(specifier);
  }
  return [...urls];
}

/** The style sheets a page links, which the browser also fetches before it shows the page. */
export function initialStyleSheets(html: string): string[] {
  return (html.match(/<link\b[^>]*>/gi) ?? [])
    .filter((tag) => attribute(tag, 'rel')?.toLowerCase() === 'stylesheet')
    .map((tag) => attribute(tag, 'href') ?? '');
}
