import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-url';
import { publicOrigin } from '#shared/site-origin';
import { safeReturnUrl } from './session';

const ORIGIN = 'https://daypedia.example';

describe('return addresses', () => {
  it.each([
    ['/de/user/my-articles', '/de/user/my-articles'],
    ['/de/user/edit-profile?tab=picture', '/de/user/edit-profile?tab=picture'],
    ['/day/november-9?x=1#comments', '/day/november-9?x=1#comments'],
    ['/', '/'],
    ['https://daypedia.example/fr/a-propos', '/fr/a-propos'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/ja/日付', '/ja/%E6%97%A5%E4%BB%98'],
  ])('keeps the path of this site %j', (value, path) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    ['a tab between the slashes', '/\t/evil.example/pwned'],
    ['a tab before the host', '/\t/127.0.0.1:8999/pwned'],
    ['a line feed between the slashes', '/\n/evil.example'],
    ['a carriage return and line feed', '/\r\n/evil.example'],
    ['a header injected after CR/LF', '/de\r\nSet-Cookie: x=1'],
    ['a NUL byte', '/de\u0000'],
    ['a leading space before two slashes', ' //evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash and a slash', '\\/evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['a dot segment that collapses into two slashes', '/.//evil.example'],
    ['another host', 'https://evil.example/'],
    ['this host on another scheme', 'http://daypedia.example/'],
    ['this host on another port', 'https://daypedia.example:8443/'],
    ['credentials in the address', 'https://user:pass@daypedia.example/'],
    ['a host that starts like this one', 'https://daypedia.example.evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals with a tab', 'JaVa\tScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative address', 'evil.example/pwned'],
    ['a scheme-relative address without slashes', 'https:evil.example'],
    ['an empty value', ''],
    ['nothing', null],
    ['a very long address', `/${'a'.repeat(5000)}`],
  ])('sends %s home', (_name, value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });

  it('never returns anything a browser would read as another host', () => {
    const hostile = [
      '/\t/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2e%2e//evil.example',
    ];
    for (const value of hostile) {
      const path = sameOriginPath(value, ORIGIN);
      if (path !== null) expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    }
  });
});

describe('the public origin', () => {
  it('comes from PUBLIC_URL without its trailing slash', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://daypedia.example/', PORT: '8080' })).toBe('https://daypedia.example');
  });

  it('is http://localhost:PORT when PUBLIC_URL is unset or empty', () => {
    expect(publicOrigin({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(publicOrigin({ PUBLIC_URL: '', PORT: '8080' })).toBe('http://localhost:8080');
    expect(publicOrigin({})).toBe('http://localhost:3000');
  });
});

describe('after signing in', () => {
  it('goes home in the page language instead of following a hostile return address', () => {
    expect(safeReturnUrl('/\t/127.0.0.1:8999/pwned', 'de', ORIGIN)).toBe('/de');
    expect(safeReturnUrl('/\r\n/evil.example', 'en', ORIGIN)).toBe('/');
    expect(safeReturnUrl('/\\evil.example', 'fr', ORIGIN)).toBe('/fr');
    expect(safeReturnUrl('/de/user/my-articles?payment=done', 'de', ORIGIN)).toBe('/de/user/my-articles?payment=done');
  });
});
