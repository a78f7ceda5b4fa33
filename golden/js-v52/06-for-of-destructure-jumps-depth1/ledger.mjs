// Settle a list of ledger entries against a running balance.

export function settle(entries, { limit = 100, skipZero = true } = {}) {
  let balance = 0;
  let skipped = 0;
  for (const { amount, kind = 'debit', memo } of entries) {
    if (skipZero && amount === 0) {
      skipped += 1;
      continue;
    }
    const signed = kind === 'credit' ? amount : -amount;
    if (Math.abs(balance + signed) > limit) {
      console.log(`stop at ${memo}`);
      break;
    }
    balance += signed;
  }
  return { balance, skipped };
}

export function sampleRows() {
  return [
    { amount: 40, kind: 'credit', memo: 'pay' },
    { amount: 0, memo: 'void' },
    { amount: 25, memo: 'rent' },
    { amount: 90, kind: 'credit', memo: 'bonus' },
  ];
}
