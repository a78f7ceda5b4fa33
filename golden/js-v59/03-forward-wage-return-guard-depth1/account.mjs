export const LIMIT = 500;

export class Account {
  static opened = 0;
  #balance = 0;
  #limit = LIMIT;
  #deposits = 0;

  constructor(owner) {
    this.owner = owner;
    Account.opened += 1;
  }

  deposit(amount) {
    if (amount > this.#limit) {
      return false;
    }
    this.#balance += amount;
    this.#deposits += 1;
    return true;
  }

  balance() {
    return this.#balance;
  }

  deposits() {
    return this.#deposits;
  }
}
