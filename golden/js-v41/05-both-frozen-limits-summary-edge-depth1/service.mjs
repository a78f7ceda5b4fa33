// Resolves the effective limits of one service from its (partial) options.
import { LIMITS, pick, clampRetries } from "./limits.mjs";

export function resolve(name, opts = {}) {
  const prefix = `${name}.limits`;
  const timeout = pick(opts.timeout, LIMITS.timeout, prefix);
  const retries = clampRetries(opts.retries ?? 1);
  const budget = timeout * (retries + 1);
  if (opts.strict) {
    return { timeout, retries, budget: Math.min(budget, LIMITS.timeout) };
  }
  return { timeout, retries, budget };
}

export function schedule(plan) {
  const slots = Math.ceil(plan.budget / 1000);
  console.log(`scheduled ${slots} slot(s) of one second`);
  return slots;
}

export const SERVICE_NAMES = ["search", "upload", "health"];
