'use strict';

const { Account } = require('./account');

function closeMonth(owner, opening, rate, rent) {
  const account = new Account(owner, opening);
  const earned = account.accrue(rate, 30);
  const paid = account.withdraw(rent);
  const text = account.statement();
  console.log(`earned ${earned}, rent ${paid ? 'paid' : 'refused'}`);
  return text;
}

function yearEnd(owner, balance) {
  const lines = [];
  for (const rate of [0.01, 0.02]) {
    lines.push(closeMonth(owner, balance, rate, 800));
  }
  return lines.join('\n');
}

console.log(yearEnd('ana', 1200));
console.log(yearEnd('bo', 700));
