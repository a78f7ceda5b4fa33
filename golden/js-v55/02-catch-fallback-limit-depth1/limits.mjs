// Spending limits and ledger, read from a (simulated) remote store.
export async function readLimit(name) {
  const limits = { food: 300, travel: -1, books: 120 };
  const raw = limits[name];
  return Number(raw);
}

export async function readSpent(name) {
  const ledger = { food: 140, travel: 60, books: 20 };
  return ledger[name] ?? 0;
}

// Validation helpers for the admin page (not used by the budget).
export function isValidLimit(value) {
  if (typeof value !== 'number') {
    return false;
  }
  return value >= 0;
}

export function describeLimit(name, value) {
  const state = isValidLimit(value) ? 'ok' : 'invalid';
  return `${name}=${value} (${state})`;
}
