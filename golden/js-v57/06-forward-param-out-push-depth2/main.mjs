import { settle } from "./bank.mjs";
import { total } from "./ledger.mjs";

function runDay(day) {
  const balances = { ana: 100, ben: 50 };
  const backup = { ...balances };
  const result = settle(balances, day.payments, 0.02);
  const before = total(backup);
  console.log(day.name, before, result.lines, result.notes);
  return result.sum;
}

const days = [
  {
    name: "mon",
    payments: [
      { to: "ana", amount: 50, memo: "rent" },
      { to: "ben", amount: 0, memo: "void" },
    ],
  },
];
const finalSum = runDay(days[0]);
console.log(finalSum.toFixed(2));
