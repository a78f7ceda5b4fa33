import { Pricer } from './pricer.mjs';

// Rush orders pay a surcharge that grows with the order.
export class RushPricer extends Pricer {
  static TIERS = { low: 3, high: 7 };

  constructor(unit, surcharge) {
    super(unit);
    this.surcharge = surcharge;
  }

  static fromTier(unit, tier) {
    const surcharge = RushPricer.TIERS[tier] ?? 0;
    return new RushPricer(unit, surcharge);
  }

  hook(amount) {
    if (amount > 100) {
      return this.surcharge * 2;
    }
    return this.surcharge;
  }

  describe() {
    return `rush x${this.surcharge} at ${this.unit}/unit`;
  }
}
