// Ordering helpers: one sorts the caller's array, one leaves it alone.

export function sortInPlace(xs) {
  xs.sort();
  return xs.length;
}

export function sortedCopy(xs) {
  const copy = [...xs];
  copy.sort();
  return copy;
}

export function firstOf(xs, fallback) {
  if (xs.length === 0) {
    return fallback;
  }
  return xs[0];
}

export function describe(xs) {
  return `${xs.length} item(s): ${xs.join(", ")}`;
}
