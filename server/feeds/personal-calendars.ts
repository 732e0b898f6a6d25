/**
 * A member's calendar of their own personal entries (birthdays, anniversaries, memorials and
 * events, each again every year), at an address with a secret in it that calendar programs read
 * without signing in. Like personal API tokens the secret is 32 random bytes and the database
 * keeps only its SHA-256 hash (server/api/tokens.ts says why no slow hash): the address is shown
 * once, when it is made. Making a new one replaces the member's row, so the old address answers
 * 404 from then on.
 */
import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventTransparency } from 'ical-generator';
import type { Locale } from '#shared/locales';
import { dayPath, personalCalendarPath } from '#shared/paths';
import type { Database } from '../db/prisma';
import type { PersonalCalendar } from '../generated/prisma/client';
import { feedIntl } from './feed-intl';

/** 32 bytes as base64url: 43 characters of A–Z, a–z, 0–9, - and _. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a path's secret could be one at all (so nothing else reaches the database). */
function isPlausibleSecret(secret: string): boolean {
  return SECRET_PATTERN.test(secret);
}

/** The member's calendar address as stored (its hash and when it was made), or null when they have none. */
export function personalCalendarOf(db: Database, uid: string): Promise<PersonalCalendar | null> {
  return db.personalCalendar.findUnique({ where: { userId: uid } });
}

/** Makes the member a new calendar address, in place of any they had; answers it with its secret, shown this once. */
export async function resetPersonalCalendar(db: Database, uid: string): Promise<{ calendar: PersonalCalendar; secret: string }> {
  const secret = randomBytes(32).toString('base64url');
  const hash = hashSecret(secret);
  const calendar = await db.personalCalendar.upsert({
    where: { userId: uid },
    create: { userId: uid, hash },
    update: { hash, createdAt: new Date() },
  });
  return { calendar, secret };
}

/**
 * The calendar behind a secret: every personal entry its member wrote, listed on its day yet or
 * not, each an all-day event again every year from its date on, named in the language the member
 * wrote it in. Null for an unknown secret (never made, or replaced) or a disabled member.
 */
export async function personalCalendarIcs(
  db: Database,
  secret: string,
  { locale, origin, now }: { locale: Locale; origin: string; now: Date },
): Promise<string | null> {
  if (!isPlausibleSecret(secret)) return null;
  const found = await db.personalCalendar.findUnique({
    where: { hash: hashSecret(secret) },
    select: {
      user: {
        select: {
          displayName: true,
          disabled: true,
          entries: {
            where: { kind: 'PERSONAL', year: { not: null }, month: { not: null }, day: { not: null } },
            select: { id: true, personalKind: true, year: true, month: true, day: true, articles: { select: { locale: true, title: true, summary: true } } },
            orderBy: { id: 'asc' },
          },
        },
      },
    },
  });
  if (!found || found.user.disabled) return null;
  const intl = feedIntl(locale);
  const host = new URL(origin).host;
  const calendar = ical({
    name: intl.formatMessage({ id: 'feeds.personalCalendar.name' }, { name: found.user.displayName }),
    prodId: { company: 'Daypedia', product: 'Personal entries', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    source: `${origin}${personalCalendarPath(locale, secret)}`,
    ttl: 6 * 60 * 60,
  });
  for (const entry of found.user.entries) {
    // A personal entry has its text in the one language it was written in.
    const article = entry.articles.find((a) => a.locale === locale) ?? entry.articles[0];
    if (!article) continue;
    const [year, month, day] = [entry.year!, entry.month!, entry.day!];
    const start = new Date(Date.UTC(2000, 0, 1));
    start.setUTCFullYear(year, month - 1, day);
    const kind = entry.personalKind ? intl.formatMessage({ id: `personal.kind.${entry.personalKind}` }) : null;
    calendar.createEvent({
      id: `personal-${entry.id}@${host}`,
      start,
      end: new Date(start.getTime() + 24 * 60 * 60 * 1000),
      allDay: true,
      stamp: now,
      summary: kind ? `${kind}: ${article.title}` : article.title,
      description: article.summary || null,
      url: `${origin}${dayPath(locale, { month, day })}`,
      transparency: ICalEventTransparency.TRANSPARENT,
      // 29 February comes back on the last day of February in the years that have none.
      repeating: month === 2 && day === 29 ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: [2], byMonthDay: [-1] } : { freq: ICalEventRepeatingFreq.YEARLY },
    });
  }
  return calendar.toString();
}
