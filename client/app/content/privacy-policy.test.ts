import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/auth/session';
import { LOCALES, type Locale } from '#shared/locales';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../lib/locale-cookie';
import { TIME_ZONE_COOKIE } from '#shared/time-zone';
import { THEME_COOKIE } from '#shared/theme';
import pages from './static-pages.json';

interface InfoText {
  title: string;
  description: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const privacy = pages.privacy as Record<Locale, InfoText>;
const fullText = (locale: Locale) => {
  const { title, description, sections } = privacy[locale];
  return [title, description, ...sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');
};

const messages = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'i18n', 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;

/** How each language writes the e-mail address and the password of e-mail sign-in. */
const EMAIL_SIGN_IN: Record<Locale, [email: string, password: string]> = {
  en: ['e-mail', 'password'],
  tr: ['e-posta', 'şifre'],
  de: ['E-Mail', 'Passwort'],
  fr: ['e-mail', 'mot de passe'],
  it: ['e-mail', 'password'],
  es: ['correo electrónico', 'contraseña'],
  zh: ['电子邮箱', '密码'],
  ja: ['メールアドレス', 'パスワード'],
};

/** The interface labels the policy points readers to, so a renamed button shows up here. */
const QUOTED_LABELS = ['auth.google', 'auth.microsoft', 'auth.rememberMe', 'account.editProfile', 'auth.login.forgot', 'profile.bio'];

describe.each(LOCALES)('the privacy policy in %s', (locale) => {
  const text = fullText(locale);

  it('names every way to sign in', () => {
    for (const word of [...EMAIL_SIGN_IN[locale], 'Google', 'Microsoft', 'Firebase Authentication']) expect(text).toContain(word);
  });

  it('names every cookie the site sets, by the name the code gives it, with the language cookie lifetime', () => {
    // Whole words only: "tz" inside another word does not count.
    const words = text.split(/[^\w-]+/);
    for (const name of [SESSION_COOKIE, LOCALE_COOKIE, TIME_ZONE_COOKIE, THEME_COOKIE]) expect(words).toContain(name);
    expect(text).toContain(String(LOCALE_COOKIE_MAX_AGE / (24 * 60 * 60)));
  });

  it('tells what the browser keeps and who takes payments', () => {
    for (const word of ['localStorage', 'sessionStorage', 'Stripe', 'ALTCHA', 'WebP', 'GPS']) expect(text).toContain(word);
  });

  it('quotes the interface labels as the interface words them', () => {
    const labels = messages(locale);
    for (const id of QUOTED_LABELS) expect(text, id).toContain(labels[id]);
  });

  it('keeps the structure of the English text, with distinct headings and paragraph openings', () => {
    const { updated, sections } = privacy[locale];
    expect(updated).toBe(privacy.en.updated);
    expect(sections.map((s) => s.paragraphs.length)).toEqual(privacy.en.sections.map((s) => s.paragraphs.length));
    // The page keys headings by their text and paragraphs by their first 40 characters.
    expect(new Set(sections.map((s) => s.heading)).size).toBe(sections.length);
    for (const { paragraphs } of sections) expect(new Set(paragraphs.map((p) => p.slice(0, 40))).size).toBe(paragraphs.length);
  });
});
