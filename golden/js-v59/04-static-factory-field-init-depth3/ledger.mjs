export const CURRENCY = 'EUR';
export const MIN_OPEN = 10;

export class Ledger {
  static issued = 0;
  currency = CURRENCY;
  #entries = [];

  constructor(owner, opening) {
    this.owner = owner;
    this.opening = opening;
  }

  static open(owner, opening) {
    Ledger.issued += 1;
    if (opening < MIN_OPEN) {
      opening = MIN_OPEN;
    }
    return new Ledger(owner, opening);
  }

  static count() {
    return Ledger.issued;
  }

  add(entry) {
    this.#entries.push(entry);
  }
}
