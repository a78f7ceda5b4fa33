export class Currency {
  static SYMBOLS = { USD: '$', CHF: 'Fr.' };

  static round(value, places) {
    const factor = 10 ** places;
    return Math.round(value * factor) / factor;
  }

  constructor(code, places) {
    this.code = code;
    this.places = places;
    this.symbol = Currency.SYMBOLS[code];
  }

  format(amount, note) {
    const value = Currency.round(amount, this.places);
    if (note) {
      console.log(`${this.code}: ${note}`);
    }
    return `${this.symbol} ${value.toFixed(this.places)}`;
  }
}

export const usd = new Currency('USD', 2);
export const chf = new Currency('CHF', 0);
