// Small numeric helpers for grade books.
export function dot(values, weights) {
  let acc = 0;
  for (let i = 0; i < values.length; i++) {
    acc += values[i] * weights[i];
  }
  return acc;
}

export function sumOf(values) {
  let total = 0;
  for (const v of values) {
    total += v;
  }
  return total;
}

export function weightedMean(values, weights) {
  const num = dot(values, weights);
  const den = sumOf(weights);
  if (den === 0) {
    return 0;
  }
  return num / den;
}
