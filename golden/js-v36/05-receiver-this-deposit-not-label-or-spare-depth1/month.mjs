import { Account } from './account.mjs';

export function monthEnd(name, amounts, bonus) {
  const acct = new Account(name, 0.02);
  const spare = new Account('spare');
  const note = `monthly ${name}`;
  for (const a of amounts) {
    acct.deposit(a, note);
  }
  spare.deposit(bonus, 'bonus');
  const title = acct.label('Statement for');
  const total = acct.balance();
  return { title, total };
}

const amounts = [10, 20, 5];
console.log(monthEnd('Ada', amounts, 7));
