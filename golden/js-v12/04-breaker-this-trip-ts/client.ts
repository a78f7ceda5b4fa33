import { CircuitBreaker } from "./breaker";

export interface Attempt {
  at: number;
  ok: boolean;
  error?: string;
}

export function replay(service: string, attempts: Attempt[]): string[] {
  const breaker = new CircuitBreaker(service);
  const shadow = new CircuitBreaker(`${service}-shadow`, 0);
  const outcome: string[] = [];
  for (const attempt of attempts) {
    if (!breaker.canPass(attempt.at)) {
      outcome.push(`${attempt.at}: short-circuited`);
      continue;
    }
    console.log(breaker.describe());
    if (attempt.ok) {
      breaker.recordSuccess();
      outcome.push(`${attempt.at}: ok`);
    } else {
      shadow.recordFailure(attempt.at, "shadow");
      breaker.recordFailure(attempt.at, attempt.error ?? "unknown");
      outcome.push(`${attempt.at}: failed`);
    }
  }
  return outcome;
}

const attempts: Attempt[] = [
  { at: 0, ok: false, error: "timeout" },
  { at: 1_000, ok: false },
  { at: 2_000, ok: false, error: "503" },
  { at: 3_000, ok: true },
  { at: 9_000, ok: true },
];
console.log(replay("billing", attempts).join("\n"));
