export class Wallet {
  static count = 0;
  #balance = 0;
  #deposits = 0;

  constructor(owner, start) {
    this.owner = owner;
    this.#balance = start;
    Wallet.count += 1;
  }

  deposit(amount) {
    this.#balance += amount;
    this.#deposits += 1;
  }

  balance() {
    return this.#balance;
  }

  static report() {
    return `${Wallet.count} wallets`;
  }
}
