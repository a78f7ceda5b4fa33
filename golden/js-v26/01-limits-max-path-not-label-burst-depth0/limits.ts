import type { Limits, Mode } from "./types";
import { DEFAULT_MAX, DEFAULT_BURST } from "./types";

interface RawLimits {
  max?: number;
  burst?: number;
  label?: string;
}

export function resolveLimits(input: unknown, mode: Mode): Limits {
  const raw = input as RawLimits;
  const opts = { max: DEFAULT_MAX, burst: DEFAULT_BURST, label: "none" };
  opts.max = raw?.max ?? opts.max;
  opts.label = raw.label!.trim();
  let burst = raw.burst ?? opts.burst;
  if (mode === "strict") {
    burst = Math.min(burst, opts.max);
  }
  opts.burst = burst;
  const ceiling = opts.max * 2;
  return { ceiling, burst: opts.burst, label: opts.label };
}

console.log(resolveLimits({ max: 4, burst: 9, label: " api " }, "strict"));
