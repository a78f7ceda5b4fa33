import { Account as Acct, LIMIT } from './models';
import type { Unused } from './models';

const start: number = 100;
const extra = 25;
const acc = new Acct(start);
acc.deposit(extra);
const bal: number = acc.balance;
const u: Unused = { x: LIMIT };
console.log(bal, acc.describe(), u.x);
