const FEE_RATE = 0.02;

function fee(amount) {
  return Math.round(amount * FEE_RATE);
}

export class Vault {
  static vaults = 0;
  #balance = 0;
  #log = [];

  constructor(name) {
    this.name = name;
    Vault.vaults += 1;
  }

  put(amount) {
    const net = amount - fee(amount);
    this.#balance += net;
  }

  take(amount) {
    if (amount > this.#balance) {
      this.#log.push(`refused ${amount}`);
      return 0;
    }
    this.#balance -= amount;
    return amount;
  }

  peek() {
    return this.#balance;
  }
}
