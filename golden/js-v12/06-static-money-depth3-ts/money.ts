export const BASE_CURRENCY = "EUR";
const DIGITS: Record<string, number> = { EUR: 2, USD: 2, JPY: 0, KWD: 3 };

function minorDigits(currency: string, fallback: number): number {
  return DIGITS[currency.toUpperCase()] ?? fallback;
}

export class Money {
  static readonly FALLBACK_DIGITS = 2;
  static readonly SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", JPY: "¥" };

  constructor(readonly minor: number, readonly currency: string) {}

  static scale(currency: string): number {
    return 10 ** minorDigits(currency, Money.FALLBACK_DIGITS);
  }

  static parse(text: string, currency = BASE_CURRENCY): Money {
    const amount = Number.parseFloat(text.trim().replace(",", "."));
    return new Money(Math.round(amount * Money.scale(currency)), currency);
  }

  static times(unit: Money, qty: number): Money {
    return new Money(unit.minor * qty, unit.currency);
  }

  static total(items: Money[], currency: string): Money {
    let minor = 0;
    for (const item of items) {
      if (item.currency === currency) {
        minor += item.minor;
      }
    }
    return new Money(minor, currency);
  }

  static format(m: Money): string {
    const symbol = Money.SYMBOLS[m.currency] ?? m.currency;
    return `${symbol}${(m.minor / Money.scale(m.currency)).toFixed(minorDigits(m.currency, 2))}`;
  }
}
