import { Wallet } from './wallet.mjs';

const a = new Wallet('ann', 10);
const b = new Wallet('bob', 20);
a.deposit(5);
b.deposit(7);
const total = a.balance();
console.log(total);
console.log(Wallet.report());
