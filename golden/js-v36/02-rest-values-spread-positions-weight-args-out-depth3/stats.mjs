export function weightedSum(weight, ...values) {
  let sum = 0;
  for (const v of values) {
    sum += v;
  }
  const scaled = sum * weight;
  return scaled;
}

export function spread(...values) {
  return Math.max(...values) - Math.min(...values);
}
