export interface Hit {
  points?: number;
  critical: boolean;
}

export type Round = Hit[];

export function jitter(seed: number, spread: number): number {
  return (seed * 7919) % spread;
}

export function loadRounds(seed: number, size: number = 2): Round[] {
  const rounds: Round[] = [];
  for (let r = 0; r < size; r++) {
    const base = jitter(seed + r, 10);
    rounds.push([{ points: base, critical: base > 5 }, { critical: false }]);
  }
  return rounds;
}
