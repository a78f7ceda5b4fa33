export default function mean(values, weight) {
  let sum = 0;
  for (const v of values) {
    sum += v;
  }
  const avg = sum / values.length;
  return avg * weight;
}
