const FEE = 2;
const BONUS = 100;

class Account {
  #balance = 0;
  deposit(n) {
    this.#balance += this.#net(n);
  }
  #net(n) {
    return n - FEE;
  }
  balance() {
    return this.#balance;
  }
  describe() {
    return `acct ${this.#balance}`;
  }
}

const acct = new Account();
acct.deposit(50);
console.log(acct.describe());
const b = acct.balance();
console.log(b, BONUS);
