// Charge cards; a gold card derives its limit from the holder's income.
export class Card {
  static issuer = "ACME";

  constructor(holder, limit) {
    this.holder = holder;
    this.limit = limit;
    this.spent = 0;
  }

  charge(amount) {
    if (this.spent + amount > this.limit) {
      return false;
    }
    this.spent += amount;
    return true;
  }

  headroom() {
    return this.limit - this.spent;
  }
}

export class GoldCard extends Card {
  constructor(holder, income) {
    super(holder, Math.round(income * 0.3));
    this.lounge = income > 60000;
  }
}
