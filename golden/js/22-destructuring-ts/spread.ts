interface Point { x: number; y: number; label: string }

export function spread(p: Point, pairs: number[]): number {
  const { x, y: vertical, label } = p;
  const [first, second, ...rest] = pairs;
  const dx = x - first;
  const dy = vertical - second;
  const extra = rest.length + label.length;
  let [lo, hi] = [dx, dy];
  if (lo > hi) {
    [lo, hi] = [hi, lo];
  }
  return hi - lo;
}
