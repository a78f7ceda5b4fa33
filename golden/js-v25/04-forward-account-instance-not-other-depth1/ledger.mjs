export class Account {
  static FEE = 2;

  static fee(amount) {
    return amount > 100 ? Account.FEE * 2 : Account.FEE;
  }

  constructor(owner, opening) {
    this.owner = owner;
    this.balance = opening;
    this.history = [];
  }

  deposit(amount) {
    this.balance += amount;
    this.history.push(amount);
  }

  withdraw(amount) {
    const cost = amount + Account.fee(amount);
    this.balance -= cost;
    this.history.push(-cost);
    return cost;
  }

  statement() {
    return `${this.owner}: ${this.balance} after ${this.history.length} moves`;
  }
}
