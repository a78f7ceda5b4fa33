// Base pricing: quote() asks a hook for a surcharge that subclasses override.
export class Pricer {
  static TAX = 0.2;
  currency = 'EUR';

  constructor(unit) {
    this.unit = unit;
    this.quotes = 0;
  }

  hook(amount) {
    return amount > 1000 ? 1 : 0;
  }

  quote(qty, rush) {
    if (qty <= 0) {
      return 0;
    }
    let amount = this.unit * qty;
    if (qty >= 10) {
      amount = amount * 0.9;
    }
    const extra = this.hook(amount);
    this.quotes += 1;
    let fee = 0;
    if (rush) {
      fee = 5;
    }
    const total = amount + extra;
    return total + fee;
  }

  withTax(value) {
    return value * (1 + Pricer.TAX);
  }
}
