// Ledger primitives: posting a payment and totalling balances.

export function post(balances, to, amount, log) {
  if (amount <= 0) {
    log.push(`skip ${to}`);
    return;
  }
  balances[to] += amount;
  log.push(`post ${to}`);
}

export function total(balances) {
  let sum = 0;
  for (const key of Object.keys(balances)) {
    sum += balances[key];
  }
  return sum;
}

export function owners(balances) {
  return Object.keys(balances).sort().join(",");
}
