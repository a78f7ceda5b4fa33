import { Account, Savings } from "./accounts.mjs";

const branch = process.env.BRANCH ?? "Utrecht";
const current = new Account("ann", 50);
current.deposit(20);
const saver = new Savings("ann", 1000, 0.02, branch);
saver.deposit(200);
const label = saver.describe();
const closing = saver.monthEnd();
current.deposit(closing);
console.log(label, closing, current.monthEnd());

const rates = [0.01, 0.02, 0.03];
for (const r of rates) {
  console.log(`at ${r * 100}% a month: ${Math.round(closing * r)}`);
}
