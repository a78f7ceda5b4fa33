export class Employee {
  constructor(name, salary, badge) {
    this.name = name;
    this.salary = salary;
    console.log(`issued badge ${badge} to ${name}`);
  }

  annualPay() {
    return this.salary * 12;
  }

  label() {
    return `${this.name} (${this.kind()})`;
  }

  kind() {
    return 'staff';
  }
}

export class Manager extends Employee {
  constructor(name, salary, bonusRate, office) {
    super(name, salary, office.badgePrefix);
    this.bonusRate = bonusRate;
  }

  annualPay() {
    const base = super.annualPay();
    const bonus = base * this.bonusRate;
    return base + bonus;
  }

  kind() {
    return 'manager';
  }
}
