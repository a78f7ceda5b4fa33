export interface Options {
  retries?: number;
  timeoutMs?: number;
  verbose?: boolean;
}

export const DEFAULT_TIMEOUT = 1000;
export const BACKOFF = 2;
export const CAP = 30000;

export function effectiveTimeout(opts: Options | undefined, attempt: number, base: number = DEFAULT_TIMEOUT): number {
  const start = opts?.timeoutMs ?? base;
  const scaled = start * BACKOFF ** attempt;
  if (opts?.verbose) {
    console.log(`attempt ${attempt}: ${scaled}ms`);
  }
  return Math.min(scaled, CAP);
}

export function probe(): number {
  return effectiveTimeout({}, 0, 50);
}

export function loadRaw(): unknown {
  const text = '{"timeoutMs": 250, "retries": 2}';
  return JSON.parse(text);
}
