export class Account {
  constructor(owner, opening) {
    this.owner = owner;
    this.balance = opening;
    this.log = [];
  }

  deposit(amount) {
    this.balance += amount;
    this.log.push(`+${amount}`);
  }

  statement() {
    return `${this.owner}: ${this.balance.toFixed(2)}`;
  }
}

export class Savings extends Account {
  constructor(owner, opening, rate) {
    super(owner, opening);
    this.rate = rate;
  }

  addInterest() {
    const interest = this.balance * this.rate;
    this.deposit(interest);
  }

  projected(years) {
    return this.balance * (1 + this.rate) ** years;
  }
}

export class Checking extends Account {
  constructor(owner, opening, overdraft) {
    super(owner, opening);
    this.overdraft = overdraft;
  }

  available() {
    return this.balance + this.overdraft;
  }
}
