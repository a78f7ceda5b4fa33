// Currency conversion backed by an asynchronous rate table.
const TABLE = { EUR: 1.1, GBP: 1.25, USD: 1 };
const SPREAD = 0.02;
let lookups = 0;

export async function lookupRate(code) {
  lookups += 1;
  const base = TABLE[code];
  if (base === undefined) {
    throw new Error(`unknown currency ${code}`);
  }
  return base;
}

export async function convert(amount, code, label) {
  const rate = await lookupRate(code);
  const value = amount * rate;
  console.log(`${label}: ${value.toFixed(2)} at ${rate}`);
  return value * (1 - SPREAD);
}

export function lookupCount() {
  return lookups;
}
