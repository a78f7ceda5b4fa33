export const PLAN_LIMITS: Record<string, number> = { free: 100, pro: 10_000 };
export const FALLBACK_LIMIT = 50;

export class Quota {
  used = 0;
  blocked = false;

  constructor(readonly limit: number) {}

  static limitFor(plan: string | undefined, bonus = 0): number {
    const base = PLAN_LIMITS[plan ?? "free"] ?? FALLBACK_LIMIT;
    return base + bonus;
  }

  consume(units: number): boolean {
    if (this.blocked || this.used + units > this.limit) {
      this.blocked = true;
      return false;
    }
    this.used += units;
    return true;
  }

  remaining(): number {
    return this.blocked ? 0 : this.limit - this.used;
  }
}
