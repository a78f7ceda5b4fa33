export const DEFAULT_RATE = 5;
const BURST = 2;

export function cap(value: number, max: number): number {
  return value > max ? max : value;
}

export class TokenBucket {
  static created = 0;
  tokens = BURST;
  updatedAt = 0;
  rejected = 0;

  constructor(readonly capacity: number, private rate: number = DEFAULT_RATE) {
    TokenBucket.created += 1;
  }

  refill(now: number): void {
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = cap(this.tokens + elapsed * this.rate, this.capacity);
    this.updatedAt = now;
  }

  take(cost = 1): boolean {
    if (this.tokens < cost) {
      this.rejected += 1;
      return false;
    }
    this.tokens -= cost;
    return true;
  }

  describe(): string {
    return `${this.tokens}/${this.capacity} tokens, ${this.rejected} rejected`;
  }
}
