// Replays a list of operations against one account's captured balance.
const FEE = 1;
const AUDIT = [];

export function simulateAccount(owner, opening, ops) {
  let balance = opening;
  let rejected = 0;
  const deposit = (amt) => {
    balance += amt;
  };
  const withdraw = (amt) => {
    if (amt + FEE > balance) {
      rejected += 1;
      return;
    }
    balance -= amt + FEE;
  };
  for (const op of ops) {
    if (op.kind === 'in') {
      deposit(op.amount);
    } else {
      withdraw(op.amount);
    }
    AUDIT.push(`${owner}:${op.kind}`);
  }
  console.log(`${owner}: ${rejected} rejected`);
  return balance;
}

export function auditSize() {
  return AUDIT.length;
}
