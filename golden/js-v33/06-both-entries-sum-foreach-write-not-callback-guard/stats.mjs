// Weighted average over entries(), with a forEach correction pass.
export function weigh(values, weights) {
  let sum = 0;
  let seen = 0;
  for (const [i, v] of values.entries()) {
    const w = weights[i] ?? 1;
    sum += v * w;
    seen = i + 1;
  }
  values.forEach((v) => {
    if (v < 0) {
      sum -= v;
    }
  });
  const avg = seen === 0 ? 0 : sum / seen;
  return Math.round(avg * 10) / 10;
}
