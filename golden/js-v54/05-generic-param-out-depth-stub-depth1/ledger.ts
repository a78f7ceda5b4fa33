// Ledger utilities: generic collection helpers and numeric limits.

export function pushAll<T>(target: T[], items: T[]): void {
  for (const it of items) {
    target.push(it);
  }
}

export function clamp(n: number, max?: number): number {
  const top: number = max ?? 100;
  return n > top ? top : n;
}

export function average(values: number[]): number {
  if (values.length === 0) {
    return 0;
  }
  let total: number = 0;
  for (const v of values) {
    total += v;
  }
  return total / values.length;
}
