// Generic lookup helpers.

export function pick<T>(xs: T[], index?: number): T | undefined {
  const i: number = index ?? 0;
  return xs[i];
}

export function size<T>(xs: T[] | undefined): number {
  return xs?.length ?? 0;
}

export interface Named {
  name: string;
}

export function names<T extends Named>(xs: T[]): string[] {
  const out: string[] = [];
  for (const x of xs) {
    out.push(x.name);
  }
  return out;
}
