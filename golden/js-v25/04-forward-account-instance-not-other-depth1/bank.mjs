import { Account } from './ledger.mjs';

const ana = new Account('ana', 100);
const bo = new Account('bo', 50);
ana.withdraw(30);
bo.deposit(20);
ana.deposit(5);
const line = ana.statement();
const other = bo.statement();
console.log(line);
console.log(other);
bo.withdraw(10);
const closing = bo.statement();
console.log(closing);
console.log(`${Account.FEE} per withdrawal`);
