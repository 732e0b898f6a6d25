import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sharedPage } from './shared-page-policy';

const NONCE = 'b3JpZ2luYWwtbm9uY2U=';
const POLICY = `script-src 'self' 'nonce-${NONCE}' https://apis.google.com;script-src-attr 'none';base-uri 'self'`;
const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

describe('a page kept for other readers', () => {
  it('loses its nonce, and its inline scripts are allowed by their hashes instead', () => {
    const html =
      `<link rel="modulepreload" href="/assets/a.js" nonce="${NONCE}"/>` +
      `<script nonce="${NONCE}">window.a=1</script>` +
      `<script nonce="${NONCE}" type="module" async="">import "/assets/a.js";</script>` +
      `<script nonce="${NONCE}">window.a=1</script>` +
      `<script id="state" type="application/json">{"a":1}</script>` +
      `<script type="application/ld+json">{"@type":"Event"}</script>` +
      `<script nonce="${NONCE}" src="/assets/b.js"></script>`;
    const shared = sharedPage(html, NONCE, POLICY)!;
    expect(shared.html).not.toContain('nonce');
    expect(shared.html).toContain('<script type="module" async="">import "/assets/a.js";</script>');
    expect(shared.policy).toBe(
      `script-src 'self' ${hash('window.a=1')} ${hash('import "/assets/a.js";')} https://apis.google.com;script-src-attr 'none';base-uri 'self'`,
    );
  });

  it('with no inline script keeps only the site and the sign-in helper', () => {
    expect(sharedPage('<p>nothing runs</p>', NONCE, POLICY)!.policy).toBe("script-src 'self' https://apis.google.com;script-src-attr 'none';base-uri 'self'");
  });

  it('is not kept when the nonce appears anywhere but in a nonce attribute', () => {
    expect(sharedPage(`<p data-x="${NONCE}"></p>`, NONCE, POLICY)).toBeNull();
  });
});
