const LIMITS = { low: 1, high: 10 } as const;
const MODES = ["fast", "slow"] as const;
const SPARE = { low: 5 } as const;

function clamp(x: number): number {
  if (x > LIMITS.high) {
    return LIMITS.high;
  }
  const mode = MODES[0];
  console.log(mode, SPARE.low);
  return x;
}

console.log(clamp(42));
