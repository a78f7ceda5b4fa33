// Settlement of a batch of payments against account balances.
import { post, total } from "./ledger.mjs";

export function settle(balances, payments, rate) {
  const log = [];
  const notes = [];
  for (const p of payments) {
    const net = p.amount - p.amount * rate;
    post(balances, p.to, net, log);
    notes.push(p.memo);
  }
  const sum = total(balances);
  return { sum, lines: log.length, notes: notes.join("; ") };
}

export function fee(amount, rate) {
  if (amount < 10) {
    return 0;
  }
  return amount * rate;
}
