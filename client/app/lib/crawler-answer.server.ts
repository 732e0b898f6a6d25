import { STATUS_CODES } from 'node:http';
import { isbot } from 'isbot';
import { LOCALE_INFO, type Locale } from '#shared/locales';

/** A crawler, as its User-Agent says (headless browsers included). */
export function isCrawler(request: Request): boolean {
  const userAgent = request.headers.get('user-agent');
  return Boolean(userAgent && isbot(userAgent));
}

/** A missing page or one that failed: what a crawler gets no page for. */
export function isErrorStatus(status: number): boolean {
  return status === 404 || status >= 500;
}

/**
 * What a crawler gets for a missing or failed page: the status, and a body of a few words with
 * no script, no app around it and nothing of the failure. The page for readers is large (the
 * header, the app's scripts and the language's messages) and tells a crawler nothing more than
 * the status does, and a crawler that follows many dead links would have each rendered in full.
 * Readers keep the localised page; the answer says it depends on the User-Agent, so that no
 * shared cache gives one the other's.
 */
export function crawlerErrorAnswer(status: number, headers: Headers, locale: Locale): Response {
  const reason = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.append('Vary', 'User-Agent');
  const body =
    `<!doctype html><html lang="${LOCALE_INFO[locale].iso}"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>${reason}</title></head><body><h1>${reason}</h1></body></html>`;
  return new Response(body, { status, headers });
}
