import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, timeZoneFromCookie, todayIn } from './time-zone';

describe('time zones', () => {
  // 10:30 UTC on 28 November 2026: already the 29th at UTC+14, still the 27th at UTC−11.
  const instant = new Date(Date.UTC(2026, 10, 28, 10, 30));

  it("gives today's date in the reader's time zone", () => {
    expect(todayIn('Pacific/Kiritimati', instant)).toEqual({ year: 2026, month: 11, day: 29 });
    expect(todayIn('Pacific/Pago_Pago', instant)).toEqual({ year: 2026, month: 11, day: 27 });
    expect(todayIn('Europe/Berlin', instant)).toEqual({ year: 2026, month: 11, day: 28 });
    // Asked again, the same answers.
    expect(todayIn('Pacific/Kiritimati', instant)).toEqual({ year: 2026, month: 11, day: 29 });
    expect(() => todayIn('Mars/Olympus_Mons', instant)).toThrow(RangeError);
  });

  it("reads the reader's time zone from the cookie, or else the site's", () => {
    expect(timeZoneFromCookie('tz=Asia%2FTokyo')).toBe('Asia/Tokyo');
    expect(timeZoneFromCookie('theme=dark; tz=America/New_York')).toBe('America/New_York');
    expect(timeZoneFromCookie('tz=Mars%2FOlympus_Mons')).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneFromCookie('tz=')).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneFromCookie(null)).toBe(DEFAULT_TIME_ZONE);
  });

  it('keeps answering however many spellings of zones it is sent', () => {
    const spellings = Array.from({ length: 1500 }, (_, i) => [...'europe/berlin'].map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join(''));
    for (const zone of spellings) expect(todayIn(zone, instant)).toEqual({ year: 2026, month: 11, day: 28 });
  });
});
