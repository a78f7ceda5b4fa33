// Conversion factories and string helpers for the price report.

export function scaler(factor) {
  return (amount) => Math.round(amount * factor);
}

export function compose(f, g) {
  return (x) => f(g(x));
}

export const trimName = (s) => s.trim();
export const upper = (s) => s.toUpperCase();

export function loadPrices(kind) {
  if (kind === 'refunds') {
    return [0.99, 2.5];
  }
  return [1.25, 0.5, 3.1];
}

export function percent(part, whole) {
  return Math.round((part / whole) * 100);
}
