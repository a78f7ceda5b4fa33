export class Plan {
  constructor(base) {
    this.base = base;
    this.extras = 0;
  }

  addExtra(amount) {
    this.extras += amount;
  }

  discount(pct) {
    this.base = this.base * (1 - pct);
  }

  price(months) {
    return (this.base + this.extras) * months;
  }
}

export class Family extends Plan {
  constructor(base, members) {
    super(base);
    this.members = members;
  }

  price(months) {
    const single = super.price(months);
    return single + this.members * 4 * months;
  }
}

export class Student extends Plan {
  price(months) {
    const full = super.price(months);
    return full * 0.5;
  }
}
