// Formatting helpers shared by the ledger's row generator and its totals line.
export const WIDTH = 8;
const FILL = '.';

export function pad(text, width) {
  let out = String(text);
  while (out.length < width) {
    out += FILL;
  }
  return out;
}

function toUnits(cents) {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${whole}.${rest}`;
}

// symbol only reaches the logged label, never the returned value.
export function money(cents, symbol) {
  const units = toUnits(cents);
  const label = symbol + units;
  console.log('formatted', label);
  return units;
}
