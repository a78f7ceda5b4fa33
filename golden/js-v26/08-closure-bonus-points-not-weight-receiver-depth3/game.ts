import type { Round } from "./model";
import { loadRounds } from "./model";
import { Scorer } from "./scoring";

export function play(rounds: Round[], weight: number): number {
  const scorer = new Scorer(weight, "p1");
  for (const round of rounds) {
    for (const hit of round) {
      scorer.add(hit);
    }
  }
  return scorer.result();
}

export function demo(seed: number, level: number): string {
  const rounds = loadRounds(seed);
  const weight = level > 2 ? 3 : 1;
  const score = play(rounds, weight);
  return `seed ${seed}: ${score}`;
}

console.log(demo(42, 3));
