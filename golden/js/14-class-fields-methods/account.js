class Account {
  history = [];

  constructor(owner, balance) {
    this.owner = owner;
    this.balance = balance;
  }

  deposit(amount) {
    this.balance += amount;
    this.history.push(amount);
  }

  describe() {
    return `${this.owner}: ${this.balance}`;
  }

  total() {
    return this.balance;
  }
}

function run(start) {
  const acct = new Account('ann', start);
  const other = new Account('bob', 0);
  acct.deposit(5);
  other.deposit(7);
  const text = acct.describe();
  const sum = acct.total();
  return sum;
}
