export const MS_PER_SECOND = 1000;

export class Duration {
  static readonly UNITS: Array<[string, number]> = [["h", 3_600_000], ["m", 60_000], ["s", MS_PER_SECOND]];
  static readonly DIGITS = 1;
  static readonly ZERO = "0s";

  constructor(readonly ms: number) {}

  static between(start: number, end: number): Duration {
    return new Duration(Math.max(0, end - start));
  }

  static format(ms: number): string {
    for (const [suffix, size] of Duration.UNITS) {
      if (ms >= size) {
        return `${(ms / size).toFixed(Duration.DIGITS)}${suffix}`;
      }
    }
    return `${ms}ms`;
  }

  format(): string {
    return this.ms === 0 ? Duration.ZERO : Duration.format(this.ms);
  }

  plus(other: Duration): Duration {
    return new Duration(this.ms + other.ms);
  }
}
