/**
 * A small encyclopedia for the tests of filters, orders and counts: persons born and dying in
 * different months and centuries (Ada Lovelace among them), events in several countries and
 * languages, holidays fixed, movable and written by a member, a personal entry, an entry written
 * only in German, a text borrowed from another language, and an unlisted entry that no list may
 * show. Tests compute what they expect from `SAMPLE` (the entries as written), not from SQL.
 */
import type { Database } from '../../server/db/prisma';
import type { Article, Entry } from '../../server/generated/prisma/client';
import { anEntry, type EntryFields } from './factories';

export const SAMPLE = {
  ada: {
    kind: 'PERSON',
    birthYear: 1815,
    birthMonth: 12,
    birthDay: 10,
    deathYear: 1852,
    deathMonth: 11,
    deathDay: 27,
    countries: ['GB'],
    articles: [
      { locale: 'en', title: 'Ada Lovelace', summary: 'The mathematician who wrote the first program.' },
      { locale: 'de', title: 'Ada Lovelace', summary: 'Die Mathematikerin, die das erste Programm schrieb.' },
    ],
  },
  coubertin: {
    kind: 'PERSON',
    birthYear: 1863,
    birthMonth: 1,
    birthDay: 1,
    deathYear: 1937,
    deathMonth: 9,
    deathDay: 2,
    countries: ['FR'],
    articles: [
      { locale: 'en', title: 'Pierre de Coubertin', summary: 'The founder of the modern Olympic Games.' },
      { locale: 'fr', title: 'Pierre de Coubertin', summary: 'Le fondateur des Jeux olympiques modernes.' },
    ],
  },
  apollinaire: {
    kind: 'PERSON',
    birthYear: 1880,
    birthMonth: 8,
    birthDay: 26,
    deathYear: 1918,
    deathMonth: 11,
    deathDay: 9,
    countries: ['FR', 'IT'],
    articles: [
      { locale: 'en', title: 'Guillaume Apollinaire', summary: 'The poet of Alcools, who died two days before the armistice.' },
      { locale: 'de', title: 'Guillaume Apollinaire', summary: 'Der Dichter der Alcools.' },
      { locale: 'fr', title: 'Guillaume Apollinaire', summary: 'Le poète d’Alcools.' },
    ],
  },
  curie: {
    kind: 'PERSON',
    birthYear: 1867,
    birthMonth: 11,
    birthDay: 7,
    deathYear: 1934,
    deathMonth: 7,
    deathDay: 4,
    countries: ['PL', 'FR'],
    articles: [
      { locale: 'en', title: 'Marie Curie', summary: 'The physicist and chemist who discovered polonium and radium.' },
      { locale: 'fr', title: 'Marie Curie', summary: 'La physicienne et chimiste qui découvrit le polonium et le radium.' },
      { locale: 'tr', title: 'Marie Curie', summary: 'Polonyum ve radyumu keşfeden fizikçi ve kimyager.' },
    ],
  },
  pamuk: {
    kind: 'PERSON',
    birthYear: 1952,
    birthMonth: 6,
    birthDay: 7,
    countries: ['TR'],
    articles: [
      { locale: 'en', title: 'Orhan Pamuk', summary: 'The novelist of Istanbul.' },
      { locale: 'tr', title: 'Orhan Pamuk', summary: 'İstanbul’un romancısı.' },
    ],
  },
  moon: {
    kind: 'EVENT',
    year: 1969,
    month: 7,
    day: 20,
    countries: ['US'],
    articles: [
      { locale: 'en', title: 'Apollo 11 lands on the Moon', summary: 'Neil Armstrong and Buzz Aldrin land on the Moon.' },
      { locale: 'de', title: 'Mondlandung', summary: 'Neil Armstrong und Buzz Aldrin landen auf dem Mond.' },
      { locale: 'fr', title: 'Alunissage', summary: 'Pas encore relu.', published: false },
    ],
  },
  wall: {
    kind: 'EVENT',
    year: 1989,
    month: 11,
    day: 9,
    countries: ['DE'],
    articles: [
      { locale: 'en', title: 'The Berlin Wall falls', summary: 'The border between East and West Berlin opens.' },
      { locale: 'de', title: 'Fall der Berliner Mauer', summary: 'Die Grenze zwischen Ost- und West-Berlin öffnet sich.' },
      { locale: 'tr', title: 'Berlin Duvarı yıkıldı', summary: 'Doğu ile Batı Berlin arasındaki sınır açılır.' },
    ],
  },
  constitution: {
    kind: 'EVENT',
    year: 1982,
    month: 11,
    day: 7,
    countries: ['TR'],
    articles: [
      { locale: 'en', title: 'Turkey adopts its constitution', summary: 'A referendum approves the Constitution of 1982.' },
      { locale: 'tr', title: 'Anayasa kabul edildi', summary: '1982 Anayasası halkoylamasıyla kabul edilir.' },
    ],
  },
  bastille: {
    kind: 'EVENT',
    year: 1789,
    month: 7,
    day: 14,
    countries: ['FR'],
    articles: [
      { locale: 'en', title: 'Storming of the Bastille', summary: 'Parisians take the fortress: the revolution begins.' },
      { locale: 'fr', title: 'Prise de la Bastille', summary: 'Début de la Révolution française.' },
    ],
  },
  flight: {
    kind: 'EVENT',
    year: 1903,
    month: 12,
    day: 17,
    countries: ['US'],
    articles: [
      {
        locale: 'en',
        title: 'First powered flight',
        summary: 'Orville and Wilbur fly at Kitty Hawk.',
        bodyHtml: '<p>The <strong>Wright Flyer</strong> flew 37 metres &amp; landed safely.</p>',
      },
    ],
  },
  canakkale: {
    kind: 'EVENT',
    year: 1915,
    month: 3,
    day: 18,
    countries: ['TR'],
    articles: [
      { locale: 'en', title: 'Naval victory at the Dardanelles', summary: 'The Allied fleet fails to force the straits.' },
      { locale: 'tr', title: 'Çanakkale Deniz Zaferi', summary: 'Müttefik donanması boğazı geçemez.' },
    ],
  },
  unity: {
    kind: 'EVENT',
    year: 1990,
    month: 10,
    day: 3,
    countries: ['DE'],
    articles: [{ locale: 'de', title: 'Deutsche Einheit', summary: 'Die DDR tritt der Bundesrepublik bei.' }],
  },
  christmas: {
    kind: 'HOLIDAY',
    month: 12,
    day: 25,
    holidayRule: '12-25',
    holidayType: 'public',
    countries: ['DE', 'GB', 'US'],
    articles: [
      { locale: 'en', title: 'Christmas Day', summary: 'The feast of the birth of Jesus.' },
      { locale: 'de', title: '1. Weihnachtstag', summary: 'Das Fest der Geburt Jesu.' },
      { locale: 'ja', title: '1. Weihnachtstag', summary: 'Das Fest der Geburt Jesu.', fallbackFrom: 'de' },
    ],
  },
  easter: {
    kind: 'HOLIDAY',
    month: null,
    day: null,
    holidayRule: 'easter',
    holidayType: 'observance',
    countries: ['DE', 'GB', 'IT', 'US'],
    articles: [
      { locale: 'en', title: 'Easter Sunday', summary: 'The feast of the resurrection.' },
      { locale: 'de', title: 'Ostersonntag', summary: 'Das Fest der Auferstehung.' },
    ],
  },
  childrensDay: {
    kind: 'HOLIDAY',
    month: 4,
    day: 23,
    holidayRule: '04-23',
    holidayType: 'public',
    countries: ['TR'],
    articles: [
      { locale: 'en', title: "National Sovereignty and Children's Day", summary: 'The day the Grand National Assembly first met.' },
      { locale: 'tr', title: 'Ulusal Egemenlik ve Çocuk Bayramı', summary: 'Büyük Millet Meclisi’nin ilk toplandığı gün.' },
    ],
  },
  messengers: {
    kind: 'HOLIDAY',
    month: 6,
    day: 3,
    countries: [],
    articles: [{ locale: 'en', title: 'Day of the Bicycle Messengers', summary: 'Messengers ride through the city together.' }],
  },
  birthday: {
    kind: 'PERSONAL',
    year: 1990,
    month: 6,
    day: 1,
    personalKind: 'BIRTHDAY',
    articles: [{ locale: 'en', title: 'Anna turns 36', summary: 'Happy birthday, Anna!' }],
  },
  draft: {
    kind: 'EVENT',
    year: 1995,
    month: 11,
    day: 20,
    listed: false,
    countries: ['TR'],
    articles: [{ locale: 'en', title: 'An unlisted constitution draft', summary: 'Waiting for review.', published: false }],
  },
} satisfies Record<string, EntryFields>;

export type SampleName = keyof typeof SAMPLE;

export type SampleEntry = Entry & { articles: Article[]; name: SampleName };

/** Writes the sample in its order (so entry ids follow it) and gives each entry with its articles. */
export async function sampleEntries(db: Database): Promise<Record<SampleName, SampleEntry>> {
  const made = {} as Record<SampleName, SampleEntry>;
  for (const [name, fields] of Object.entries(SAMPLE) as [SampleName, EntryFields][]) {
    made[name] = { ...(await anEntry(db, fields)), name };
  }
  return made;
}
