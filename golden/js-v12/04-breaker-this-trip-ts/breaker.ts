export const COOL_DOWN_MS = 5_000;
export const THRESHOLD = 3;

export class CircuitBreaker {
  state: "closed" | "open" | "half-open" = "closed";
  failures = 0;
  openedAt = 0;
  lastError = "";

  constructor(readonly name: string, private coolDownMs = COOL_DOWN_MS) {}

  canPass(now: number): boolean {
    if (this.state === "open" && now - this.openedAt >= this.coolDownMs) {
      this.state = "half-open";
    }
    return this.state !== "open";
  }

  recordFailure(now: number, error: string): void {
    this.failures += 1;
    this.lastError = error;
    if (this.state === "half-open" || this.failures >= THRESHOLD) {
      this.trip(now);
    }
  }

  recordSuccess(): void {
    this.failures = 0;
    this.state = "closed";
  }

  trip(now: number): void {
    this.state = "open";
    this.openedAt = now;
  }

  describe(): string {
    return `${this.name}: ${this.state}, ${this.failures} failures, last ${this.lastError || "none"}`;
  }
}
