// Small generic helpers shared by the report modules.

export function first<T>(xs: T[]): T {
  return xs[0];
}

export function last<T>(xs: T[]): T {
  return xs[xs.length - 1];
}

export function countWhere<T>(xs: T[], keep: (x: T) => boolean): number {
  let n: number = 0;
  for (const x of xs) {
    if (keep(x)) {
      n += 1;
    }
  }
  return n;
}

export type Pair<T> = [T, T];
