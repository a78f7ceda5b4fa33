export class Account {
  constructor(public balance: number) {}

  deposit(amount: number): void {
    this.balance += amount;
  }

  describe(): string {
    return "account";
  }
}

export interface Unused {
  x: number;
}

export const LIMIT: number = 500;
