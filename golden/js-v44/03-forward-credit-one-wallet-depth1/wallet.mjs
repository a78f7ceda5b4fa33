// Wallets: records that inherit defaults through Object.create, and plain
// functions that act on them.
const walletDefaults = { currency: "EUR", count: 0, balance: 0 };

export function makeWallet(owner, start) {
  const w = Object.create(walletDefaults);
  w.owner = owner;
  w.balance = start;
  return w;
}

function money(amount) {
  const cents = Math.round(amount * 100);
  return (cents / 100).toFixed(2) + " " + walletDefaults.currency;
}

export function credit(wallet, amount, memo) {
  if (amount <= 0) {
    console.log("ignored credit:", memo);
    return;
  }
  wallet.balance += amount;
  wallet.count += 1;
  console.log("credit", memo, amount);
}

export function describe(wallet) {
  const avg = wallet.count > 0 ? wallet.balance / wallet.count : 0;
  return wallet.owner + ": " + money(wallet.balance) + " avg " + avg.toFixed(1);
}

export function banner(title, width) {
  if (width > 80) {
    console.log("banner width capped");
  }
  return "== " + title.toUpperCase() + " ==";
}
