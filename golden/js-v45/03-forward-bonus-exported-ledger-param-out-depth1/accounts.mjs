// Account operations; they act on whatever account object they are given.
export const CAP = 50;

function money(v) {
  const cents = Math.round(v * 100);
  return (cents / 100).toFixed(2);
}

export function applyBonus(acct, amount, memo) {
  if (amount > CAP) {
    console.log("bonus capped", memo);
    amount = CAP;
  }
  acct.balance += amount;
  console.log("bonus", memo, amount);
  return acct.balance;
}

export function describe(acct) {
  return "balance " + money(acct.balance);
}

export function closeAccount(acct) {
  acct.balance = 0;
  return acct;
}
