// Account records built by a factory function, plain functions that act on
// them, and an audit log written in the older constructor/prototype style.
export const MIN_BALANCE = 100;
const FEE_RATE = 0.02;

export function AuditLog(name) {
  this.name = name;
  this.lines = [];
}

AuditLog.prototype.record = function (text) {
  this.lines.push(this.name + ": " + text);
  return this.lines.length;
};

export function makeAccount(owner, opening, branch) {
  const acct = { owner: owner, balance: 0 };
  if (opening > 0) {
    acct.balance = opening;
  }
  console.log("opened", owner, "at", branch);
  return acct;
}

function applyFee(amount) {
  return amount - amount * FEE_RATE;
}

export function deposit(acct, amount, memo) {
  acct.balance += applyFee(amount);
  console.log("deposit", memo);
}

export function shortfall(acct) {
  const missing = MIN_BALANCE - acct.balance;
  return missing > 0 ? missing : 0;
}
