// Fares: a child fare overrides the total getter and halves through a static helper.
export const BOOKING_FEE = 2;

export class Fare {
  #base = 0;

  constructor(base) {
    this.base = base;
  }

  set base(v) {
    if (v < 0) {
      throw new RangeError("negative fare");
    }
    this.#base = Math.round(v);
  }

  get base() {
    return this.#base;
  }

  get total() {
    return this.#base + BOOKING_FEE;
  }

  static halve(amount) {
    return Math.round(amount * 50) / 100;
  }
}

export class ChildFare extends Fare {
  static issued = 0;

  constructor(base) {
    super(base);
    ChildFare.issued += 1;
  }

  get total() {
    return Fare.halve(this.base) + 1;
  }
}
