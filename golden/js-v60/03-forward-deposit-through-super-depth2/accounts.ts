export abstract class Account {
  protected fees = 0;

  constructor(readonly owner: string, protected balance: number) {}

  abstract monthlyFee(): number;

  close(): string {
    const fee = this.monthlyFee();
    this.fees += fee;
    return `${this.owner} closed with ${this.balance - this.fees}`;
  }
}

export class Checking extends Account {
  monthlyFee(): number {
    return this.balance < 500 ? 5 : 0;
  }
}

export class Savings extends Account {
  constructor(owner: string, balance: number, private readonly rate: number) {
    super(owner, balance);
  }

  monthlyFee(): number {
    return 0;
  }

  interest(): number {
    return this.balance * this.rate;
  }
}
