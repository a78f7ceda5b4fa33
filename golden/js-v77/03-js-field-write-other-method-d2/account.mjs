class Account {
  constructor(owner) {
    this.owner = owner;
    this.balance = 0;
  }

  deposit(amount) {
    this.balance = this.balance + amount;
    this.count = 1;
  }

  report() {
    const b = this.balance;
    return b * 2;
  }
}

function main() {
  const acc = new Account("ann");
  acc.deposit(50);
  const r = acc.report();
  console.log(r);
}

main();
