import { personalCalendarPath } from '#shared/paths';
import { builder } from '../graphql/builder';
import { personalCalendarOf, resetPersonalCalendar } from '../feeds/personal-calendars';
import type { PersonalCalendar as PersonalCalendarRow } from '../generated/prisma/client';
import { LocaleEnum } from './locale';

const PersonalCalendar = builder.objectRef<PersonalCalendarRow>('PersonalCalendar').implement({
  description:
    "The secret address of the signed-in member's calendar (iCalendar) of their own personal entries, each again every year. " +
    'The address is shown once, when it is made (resetPersonalCalendar); the site keeps only a SHA-256 hash of its secret.',
  fields: (t) => ({
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the current address was made; an address made before it no longer works.' }),
  }),
});

interface ResetShape {
  calendar: PersonalCalendarRow;
  path: string;
}

const ResetPersonalCalendarResult = builder.objectRef<ResetShape>('ResetPersonalCalendarResult').implement({
  description: "The member's new calendar address, shown this once; the address they had before stopped working.",
  fields: (t) => ({
    personalCalendar: t.field({ type: PersonalCalendar, description: 'The calendar as now stored.', resolve: (r) => r.calendar }),
    path: t.exposeString('path', {
      description:
        "The calendar's path on this site, with its secret (`/calendars/personal/<secret>.ics` under the language's prefix): put the site's address before it. Shown only here.",
    }),
  }),
});

builder.queryField('myPersonalCalendar', (t) =>
  t.withAuth({ member: true }).field({
    type: PersonalCalendar,
    nullable: true,
    description: "The signed-in member's calendar of their personal entries, when they have made its address; null otherwise.",
    resolve: (_root, _args, ctx) => personalCalendarOf(ctx.db, ctx.user.uid),
  }),
);

builder.mutationField('resetPersonalCalendar', (t) =>
  t.withAuth({ member: true }).field({
    type: ResetPersonalCalendarResult,
    description:
      "Makes a new secret address for the signed-in member's calendar of their personal entries and answers it, this once. The address they had before answers 404 from now on.",
    args: {
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The language the calendar is written in (its name and the kinds of the entries).' }),
    },
    resolve: async (_root, { locale }, ctx) => {
      const { calendar, secret } = await resetPersonalCalendar(ctx.db, ctx.user.uid);
      return { calendar, path: personalCalendarPath(locale, secret) };
    },
  }),
);
