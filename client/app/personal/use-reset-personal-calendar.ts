import { graphql } from '../graphql';
import type { Locale } from '#shared/locales';
import { useSiteMutation } from '../lib/use-site-mutation';

const ResetPersonalCalendarMutation = graphql(`
  mutation ResetPersonalCalendar($locale: Locale!) {
    resetPersonalCalendar(locale: $locale) {
      path
      personalCalendar {
        createdAt
      }
    }
  }
`);

/** Makes the member a new secret calendar address (the old one stops working); answers its path, shown this once, or null when the server could not be reached (a toast said so). */
export function useResetPersonalCalendar() {
  const { send, sending } = useSiteMutation(ResetPersonalCalendarMutation, { toastKey: 'personal-calendar' });
  const resetPersonalCalendar = async (locale: Locale) => (await send({ locale }))?.resetPersonalCalendar ?? null;
  return { resetPersonalCalendar, resetting: sending };
}
