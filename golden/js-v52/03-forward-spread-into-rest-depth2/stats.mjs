// Small statistics helpers over loose argument lists.

export function average(total, n) {
  if (n === 0) {
    return 0;
  }
  return total / n;
}

export function summarize(label, ...values) {
  const title = label.padEnd(6, '.');
  const count = values.length;
  let sum = 0;
  for (const v of values) {
    sum += v;
  }
  const mean = average(sum, count);
  console.log(`${title} checked`);
  return `${title} n=${count} mean=${mean}`;
}

export function spread(first, ...others) {
  let low = first;
  let high = first;
  for (const o of others) {
    low = Math.min(low, o);
    high = Math.max(high, o);
  }
  return high - low;
}
