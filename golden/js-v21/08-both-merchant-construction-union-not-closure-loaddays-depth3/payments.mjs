// Card payments settled for a merchant at its tier's fee rate.
export class Merchant {
  static rates = { basic: 0.029, plus: 0.019 };
  static currency = "EUR";

  constructor(name, tier) {
    this.name = name;
    this.rate = Merchant.rates[tier] ?? 0.035;
    this.fees = 0;
  }

  feeFor(amount) {
    return Math.round(amount * this.rate * 100) / 100;
  }

  settle(amount) {
    const gross = Math.round(amount * 100) / 100;
    const fee = this.feeFor(gross);
    this.fees += fee;
    return gross - fee;
  }
}
