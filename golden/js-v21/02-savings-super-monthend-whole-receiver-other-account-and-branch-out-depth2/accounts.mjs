// Bank accounts with a savings variant that books interest at month end.
export class Account {
  constructor(owner, opening) {
    this.owner = owner;
    this.balance = opening;
    this.history = [];
  }

  deposit(amount) {
    this.balance += amount;
    this.history.push(amount);
  }

  monthEnd() {
    return Math.round(this.balance * 100) / 100;
  }

  describe() {
    return `${this.owner}: ${this.history.length} booking(s)`;
  }
}

export class Savings extends Account {
  constructor(owner, opening, rate, branch) {
    super(owner, opening);
    this.rate = rate;
    console.log(`savings account opened at ${branch}`);
  }

  monthEnd() {
    const interest = this.balance * this.rate;
    this.deposit(interest);
    return super.monthEnd();
  }
}
