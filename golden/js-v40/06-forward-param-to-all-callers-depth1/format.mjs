// Locale-aware money formatting; currency symbols are loaded asynchronously.
const SYMBOLS = { en: '$', de: '€', ja: '¥' };

async function loadSymbol(locale) {
  const symbol = SYMBOLS[locale];
  return symbol ?? '?';
}

export async function formatPrice(amount, locale) {
  const symbol = await loadSymbol(locale);
  const fixed = amount.toFixed(2);
  if (locale === 'de') {
    return `${fixed.replace('.', ',')} ${symbol}`;
  }
  return `${symbol}${fixed}`;
}

export function normalizeLocale(tag) {
  const base = tag.split('-')[0].toLowerCase();
  return base in SYMBOLS ? base : 'en';
}
