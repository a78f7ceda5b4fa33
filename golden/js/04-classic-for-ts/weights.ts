export function weightedSum(values: number[], weights: number[]): number {
  let total: number = 0;
  let maxSeen: number = -Infinity;
  const n: number = Math.min(values.length, weights.length);
  for (let i = 0; i < n; i++) {
    const term = values[i] * weights[i]!;
    total += term;
    maxSeen = Math.max(maxSeen, term);
  }
  return total;
}
