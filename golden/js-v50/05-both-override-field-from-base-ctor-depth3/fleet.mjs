export class Vehicle {
  constructor(reserve) {
    this.reserve = reserve;
  }

  range(fuel) {
    return fuel * 10;
  }

  describe() {
    return `${this.kind()} keeping ${this.reserve} l in reserve`;
  }

  kind() {
    return 'vehicle';
  }
}

export class Truck extends Vehicle {
  constructor(reserve, efficiency) {
    super(reserve);
    this.efficiency = efficiency;
  }

  range(fuel) {
    const usable = (fuel - this.reserve) * this.efficiency;
    const capped = Math.max(usable, 0);
    return capped;
  }

  kind() {
    return 'truck';
  }
}

export class Van extends Vehicle {
  constructor(reserve, seats) {
    super(reserve);
    this.seats = seats;
  }
}
