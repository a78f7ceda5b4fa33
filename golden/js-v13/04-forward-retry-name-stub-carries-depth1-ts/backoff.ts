const JITTER = 0.2;

export class Delay {
  constructor(readonly ms: number, readonly attempt: number) {}

  withJitter(spread: number): number {
    const noise = ((this.attempt * 9301 + 49297) % 233280) / 233280;
    return Math.round(this.ms * (1 - spread / 2 + noise * spread));
  }
}

function capDelay(delay: number, ceiling: number, name: string): number {
  if (delay > ceiling) {
    console.warn(`${name}: ${delay} ms capped to ${ceiling} ms`);
    return ceiling;
  }
  return delay;
}

export function delayFor(attempt: number, base: number, ceiling: number, name: string): number {
  const raw = base * 2 ** (attempt - 1);
  const capped = capDelay(raw, ceiling, name);
  const step = new Delay(capped, attempt);
  return step.withJitter(JITTER);
}

export function sumDelays(plan: number[]): number {
  let total = 0;
  for (const ms of plan) {
    total += ms;
  }
  return total;
}
