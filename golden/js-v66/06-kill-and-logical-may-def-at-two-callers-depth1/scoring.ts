export interface Entry {
  id: string;
  hits: number;
  weight: number;
}

export type Scored = Entry & { score: number };

export const BONUS: number = 5;

export function score(entry: Entry, factor: number): number {
  const base = entry.hits * entry.weight;
  const boosted = base * factor;
  if (boosted > 100) {
    return 100;
  }
  return boosted + BONUS;
}

export function rank<T extends Scored>(items: T[]): T[] {
  const copy = [...items];
  copy.sort((a, b) => b.score - a.score);
  return copy;
}
