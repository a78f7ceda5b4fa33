// Ledger summaries for the monthly statement.

export const OVERDRAFT_LIMIT = -50;

export function summarize(entries) {
  let balance = 0;
  let flagged = 0;
  const notes = [];
  function post(entry) {
    balance += entry.amount;
    if (balance < OVERDRAFT_LIMIT) {
      flagged++;
    }
    notes.push(entry.memo);
  }
  entries.forEach(post);
  const closing = balance;
  return { closing, flagged, notes: notes.length };
}

export function formatMoney(value) {
  const sign = value < 0 ? '-' : '';
  return `${sign}${Math.abs(value).toFixed(2)}`;
}
