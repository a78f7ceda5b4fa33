export const DEFAULT_WINDOW = 5;
const PRECISION = 100;

export function round(value: number): number {
  return Math.round(value * PRECISION) / PRECISION;
}

export default class RollingMeter {
  static live = 0;
  samples: number[] = [];
  window = DEFAULT_WINDOW;
  total = 0;
  peak = 0;

  constructor(readonly label: string, window?: number) {
    this.window = window ?? this.window;
    RollingMeter.live += 1;
  }

  record(value: number) {
    this.samples.push(value);
    this.total += value;
    if (this.samples.length > this.window) {
      const oldest = this.samples.shift() ?? 0;
      this.total -= oldest;
    }
    this.peak = Math.max(this.peak, value);
  }

  average(): number {
    const count = this.samples.length;
    return count === 0 ? 0 : round(this.total / count);
  }

  describe(): string {
    return `${this.label}: peak ${this.peak} over ${this.samples.length}`;
  }
}
