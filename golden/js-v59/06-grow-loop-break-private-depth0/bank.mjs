const MONTHLY = 0.01;

export class Savings {
  static rate = MONTHLY;
  rate = MONTHLY * 2;
  #balance = 0;

  constructor(initial) {
    this.#balance = initial;
  }

  grow(months, cap) {
    let amount = this.#balance;
    let applied = 0;
    for (let m = 0; m < months; m++) {
      if (amount >= cap) {
        break;
      }
      const gain = amount * this.rate;
      applied += 1;
      amount += gain;
    }
    this.#balance = amount;
    return applied;
  }

  static describe() {
    return `static rate ${Savings.rate}`;
  }
}
