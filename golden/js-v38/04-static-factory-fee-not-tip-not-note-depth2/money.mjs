// Money amounts in cents; fromText is the static factory the shop uses.
const ROUNDING = 5;

export class Money {
  static CURRENCY = 'EUR';

  constructor(cents, currency) {
    this.cents = cents;
    this.currency = currency;
  }

  static fromText(text) {
    const clean = text.trim();
    const [whole, frac = '0'] = clean.split('.');
    const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
    return new Money(cents, Money.CURRENCY);
  }

  plus(other, note) {
    if (note) {
      console.log(`adding ${other.cents} for ${note}`);
    }
    return new Money(this.cents + other.cents, this.currency);
  }

  euros() {
    return this.cents / 100;
  }

  get display() {
    return `${this.euros().toFixed(2)} ${this.currency}`;
  }

  rounded() {
    return new Money(Math.round(this.cents / ROUNDING) * ROUNDING, this.currency);
  }
}
