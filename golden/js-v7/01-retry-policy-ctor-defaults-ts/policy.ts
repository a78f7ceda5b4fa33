export const DEFAULT_ATTEMPTS = 3;
export const BASE_DELAY_MS = 250;
const CAP_MS = 1500;

export function clamp(value: number, lo: number, hi: number = CAP_MS): number {
  return value < lo ? lo : value > hi ? hi : value;
}

export class RetryPolicy {
  static readonly FLOOR_MS = 10;
  static readonly STRATEGY = "exponential";
  private calls = 0;

  constructor(readonly attempts: number = DEFAULT_ATTEMPTS, private readonly baseMs: number = BASE_DELAY_MS, private readonly factor: number = 2) {}

  canRetry(attempt: number): boolean {
    return attempt < this.attempts;
  }

  delayFor(attempt: number): number {
    this.calls += 1;
    const raw = this.baseMs * this.factor ** attempt;
    return clamp(raw, RetryPolicy.FLOOR_MS);
  }

  describe(): string {
    return `${RetryPolicy.STRATEGY} x${this.attempts}, ${this.calls} delays computed`;
  }
}
