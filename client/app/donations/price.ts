import type { IntlShape } from 'react-intl';

/** The price as the reader's language writes it: 5 USD → "$5.00", "5,00 $"… */
export function formatPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount / 100, { style: 'currency', currency });
}
