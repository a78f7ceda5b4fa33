import { Account } from './account.mjs';

function payday(base, hours) {
  const a = new Account('ann');
  const b = new Account('bob');
  const wage = base * hours;
  const accepted = a.deposit(wage);
  b.deposit(100);
  const total = a.balance();
  const count = b.deposits();
  console.log(accepted, total, count);
  return total;
}

const result = payday(20, 8);
console.log(result);
