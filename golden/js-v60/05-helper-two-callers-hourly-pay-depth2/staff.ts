export const OVERTIME = 1.5;
export const BONUS_PCT = 10;

export function withBonus(amount: number, pct: number): number {
  const extra = (amount * pct) / 100;
  return amount + extra;
}

export abstract class Employee {
  constructor(readonly name: string, protected readonly grade: number) {}

  abstract basePay(): number;

  payslip(): string {
    return `${this.name}: ${this.basePay().toFixed(2)}`;
  }
}

export class Salaried extends Employee {
  constructor(name: string, grade: number, private readonly annual: number) {
    super(name, grade);
  }

  basePay(): number {
    const monthly = this.annual / 12;
    return withBonus(monthly, this.grade * 2);
  }
}

export class Hourly extends Employee {
  constructor(name: string, grade: number, private readonly hours: number, private readonly rate: number) {
    super(name, grade);
  }

  basePay(): number {
    let pay = this.hours * this.rate;
    if (this.hours > 160) {
      pay += (this.hours - 160) * this.rate * (OVERTIME - 1);
    }
    return withBonus(pay, BONUS_PCT);
  }
}
