export const currency = 'EUR';
export const locale = 'de-DE';
const MINOR_UNITS: Record<string, number> = { EUR: 2, JPY: 0, USD: 2, KWD: 3 };

export function formatAmount(cents: number, currency: string): string {
  const digits = MINOR_UNITS[currency] ?? 2;
  const value = cents / 10 ** digits;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

export function isHome(code: string): boolean {
  return code === currency;
}

export function parseCents(text: string, currency: string): number {
  const digits = MINOR_UNITS[currency] ?? 2;
  return Math.round(Number.parseFloat(text) * 10 ** digits);
}
