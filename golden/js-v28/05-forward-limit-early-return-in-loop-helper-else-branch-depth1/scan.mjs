export function firstOver(values, limit) {
  let index = 0;
  for (const v of values) {
    if (v > limit) {
      return index;
    }
    index++;
  }
  return -1;
}

export function average(values) {
  let sum = 0;
  for (const v of values) {
    sum += v;
  }
  return values.length ? sum / values.length : 0;
}
