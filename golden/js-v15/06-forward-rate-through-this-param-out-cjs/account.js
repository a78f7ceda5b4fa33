'use strict';

const MIN_BALANCE = 0;
const DAYS_PER_YEAR = 365;

function round2(x) {
  return Math.round(x * 100) / 100;
}

class Account {
  constructor(owner, balance) {
    this.owner = owner;
    this.balance = balance;
    this.history = [];
  }

  accrue(rate, days) {
    const interest = round2((this.balance * rate * days) / DAYS_PER_YEAR);
    this.balance += interest;
    this.history.push(`interest ${interest}`);
    return interest;
  }

  withdraw(amount) {
    if (this.balance - amount < MIN_BALANCE) {
      return false;
    }
    this.balance -= amount;
    this.history.push(`withdraw ${amount}`);
    return true;
  }

  statement() {
    return `${this.owner}: ${this.balance.toFixed(2)} after ${this.history.length} entries`;
  }
}

module.exports = { Account, round2 };
