// Pricing rules kept as module state, shared by every importer.
let factor = 1;
let currency = 'EUR';

export function setFactor(next) {
  if (next > 0) {
    factor = next;
  }
}

export function setCurrency(code) {
  currency = code;
}

export function scaled(amount) {
  return amount * factor;
}

export function label(amount) {
  return `${scaled(amount).toFixed(2)} ${currency}`;
}

export function resetPricing() {
  factor = 1;
  currency = 'EUR';
}
