import type { Keyed } from "./types";

export function pickBest<T extends Keyed>(items: T[], score: number[], floor: number = 0): T | undefined {
  let best: T | undefined = undefined;
  let top = floor;
  for (let i = 0; i < items.length; i++) {
    if (score[i] > top) {
      top = score[i];
      best = items[i];
    }
  }
  return best;
}

export function countAbove(score: number[], limit: number): number {
  return score.filter((s) => s > limit).length;
}
