export class Carrier {
  constructor(name, baseFee) {
    this.name = name;
    this.baseFee = baseFee;
  }

  fee(weight) {
    const perKg = 1.5;
    return this.baseFee + perKg * weight;
  }
}

export class Express extends Carrier {
  constructor(name, baseFee, cutoff) {
    super(name, baseFee);
    this.cutoff = cutoff;
  }

  fee(weight) {
    const rush = weight > 10 ? 12 : 8;
    const standard = super.fee(weight);
    return standard + rush;
  }
}

export class Freight extends Carrier {
  fee(weight) {
    const pallets = Math.ceil(weight / 100);
    return this.baseFee * pallets;
  }
}
