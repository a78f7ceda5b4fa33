export class Account {
  constructor(owner, rate = 0.01) {
    this.owner = owner;
    this.rate = rate;
    this.entries = [];
  }

  deposit(amount, memo) {
    this.entries.push(amount);
    console.log(`${this.owner}: ${memo}`);
  }

  balance() {
    let sum = 0;
    for (const e of this.entries) {
      sum += e;
    }
    return sum;
  }

  label(prefix) {
    return `${prefix} ${this.owner}`;
  }
}
