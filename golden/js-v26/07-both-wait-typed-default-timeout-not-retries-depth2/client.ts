import type { Options } from "./settings";
import { effectiveTimeout, loadRaw, probe } from "./settings";

export function plan(raw: unknown, attempts: number): number[] {
  const opts = raw as Options;
  const waits: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const wait = effectiveTimeout(opts, i);
    waits.push(wait);
  }
  const retries = opts.retries ?? 3;
  return waits.slice(0, retries);
}

export function schedule(raw: unknown): string {
  const first = probe();
  const waits = plan(raw, 3);
  const total = waits.reduce((a, b) => a + b, 0);
  return `${waits.length} tries, ${total}ms after ${first}ms`;
}

console.log(schedule(loadRaw()));
