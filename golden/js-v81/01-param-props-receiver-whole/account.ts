class Account {
  readonly fee = 2;
  constructor(private readonly owner: string, public balance: number) {
    console.log("open", owner);
  }
  deposit(amount: number): void {
    this.balance += amount - this.fee;
  }
  label(): string {
    return this.owner.toUpperCase();
  }
  current(): number {
    return this.balance;
  }
}

function run(): number {
  const start = 100;
  const who = "ann";
  const acct = new Account(who, start);
  acct.deposit(50);
  const name = acct.label();
  console.log(name);
  const total = acct.current();
  return total;
}

console.log(run());
